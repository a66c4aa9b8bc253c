import { appBuilderScript } from "../../lib/chat";
import { appBuilderPage } from "../../content/builders";
import { ChatWindow } from "./ChatWindow";
import { useChatSession } from "./useChatSession";

/** /app-builder: the scripted app builder chat. */
export default function AppBuilderChat() {
  const [session, state] = useChatSession(appBuilderScript);
  return <ChatWindow session={session} state={state} labels={appBuilderPage.chat} />;
}
