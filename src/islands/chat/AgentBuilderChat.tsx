import { agentBuilderScript } from "../../lib/chat";
import { agentBuilderPage } from "../../content/builders";
import { ChatWindow } from "./ChatWindow";
import { useChatSession } from "./useChatSession";

/** /agent-builder: the scripted agent builder chat. */
export default function AgentBuilderChat() {
  const [session, state] = useChatSession(agentBuilderScript);
  return <ChatWindow session={session} state={state} labels={agentBuilderPage.chat} />;
}
