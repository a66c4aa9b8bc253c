/**
 * Words of the contact form on hosted sites, in each language a generated site can be written in
 * (the generator's languages: core/intake.ts SITE_LANGUAGES). Unknown languages fall back to English.
 */
export interface ContactFormWords {
  heading: string;
  intro: string;
  name: string;
  email: string;
  phone: string;
  optional: string;
  message: string;
  send: string;
  /** Label of the honeypot field (hidden from people; bots fill it). */
  trap: string;
  errorTitle: string;
  errorSummary: string;
  errors: {
    nameRequired: string;
    nameTooLong: string;
    emailRequired: string;
    emailInvalid: string;
    phoneInvalid: string;
    messageRequired: string;
    messageTooLong: string;
    tooFast: string;
    expired: string;
    tooMany: string;
    siteBusy: string;
  };
  thanksTitle: string;
  thanksText: string;
  back: string;
}

const en: ContactFormWords = {
  heading: "Send us a message",
  intro: "We will reply by email.",
  name: "Your name",
  email: "Your email",
  phone: "Phone",
  optional: "optional",
  message: "Message",
  send: "Send message",
  trap: "Leave this field empty",
  errorTitle: "Please check your message",
  errorSummary: "Your message was not sent yet. Please correct the following:",
  errors: {
    nameRequired: "Enter your name.",
    nameTooLong: "Your name can be at most 100 characters.",
    emailRequired: "Enter your email address so we can reply.",
    emailInvalid: "Enter an email address like name@example.com.",
    phoneInvalid: "Enter a phone number using digits, spaces and + ( ) - only.",
    messageRequired: "Write your message.",
    messageTooLong: "Your message can be at most 5000 characters.",
    tooFast: "That was very quick. Please check your message and send it again.",
    expired: "This form was open for a long time. Please send your message again.",
    tooMany: "You have sent several messages in a short time. Please wait a few minutes and send again; your text is kept below.",
    siteBusy: "This site has received many messages today. Please try again tomorrow; your text is kept below.",
  },
  thanksTitle: "Thank you, your message was sent",
  thanksText: "We received your message and will reply by email.",
  back: "Back to the website",
};

const es: ContactFormWords = {
  heading: "Envíanos un mensaje",
  intro: "Te responderemos por correo electrónico.",
  name: "Tu nombre",
  email: "Tu correo electrónico",
  phone: "Teléfono",
  optional: "opcional",
  message: "Mensaje",
  send: "Enviar mensaje",
  trap: "Deja este campo vacío",
  errorTitle: "Revisa tu mensaje",
  errorSummary: "Tu mensaje aún no se ha enviado. Corrige lo siguiente:",
  errors: {
    nameRequired: "Escribe tu nombre.",
    nameTooLong: "El nombre puede tener como máximo 100 caracteres.",
    emailRequired: "Escribe tu correo electrónico para que podamos responderte.",
    emailInvalid: "Escribe un correo como nombre@ejemplo.com.",
    phoneInvalid: "Escribe un teléfono solo con cifras, espacios y + ( ) -.",
    messageRequired: "Escribe tu mensaje.",
    messageTooLong: "El mensaje puede tener como máximo 5000 caracteres.",
    tooFast: "Ha sido muy rápido. Revisa tu mensaje y envíalo de nuevo.",
    expired: "El formulario estuvo abierto mucho tiempo. Envía tu mensaje de nuevo.",
    tooMany: "Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a enviarlo; tu texto se conserva abajo.",
    siteBusy: "Este sitio ha recibido muchos mensajes hoy. Inténtalo mañana; tu texto se conserva abajo.",
  },
  thanksTitle: "Gracias, tu mensaje se ha enviado",
  thanksText: "Hemos recibido tu mensaje y te responderemos por correo electrónico.",
  back: "Volver al sitio web",
};

const fr: ContactFormWords = {
  heading: "Envoyez-nous un message",
  intro: "Nous vous répondrons par e-mail.",
  name: "Votre nom",
  email: "Votre e-mail",
  phone: "Téléphone",
  optional: "facultatif",
  message: "Message",
  send: "Envoyer le message",
  trap: "Laissez ce champ vide",
  errorTitle: "Vérifiez votre message",
  errorSummary: "Votre message n’a pas encore été envoyé. Corrigez ce qui suit :",
  errors: {
    nameRequired: "Indiquez votre nom.",
    nameTooLong: "Le nom peut compter au plus 100 caractères.",
    emailRequired: "Indiquez votre adresse e-mail pour que nous puissions répondre.",
    emailInvalid: "Indiquez une adresse comme nom@exemple.fr.",
    phoneInvalid: "Indiquez un numéro avec des chiffres, espaces et + ( ) - uniquement.",
    messageRequired: "Écrivez votre message.",
    messageTooLong: "Le message peut compter au plus 5000 caractères.",
    tooFast: "C’était très rapide. Vérifiez votre message et envoyez-le à nouveau.",
    expired: "Le formulaire est resté ouvert longtemps. Envoyez votre message à nouveau.",
    tooMany: "Vous avez envoyé plusieurs messages en peu de temps. Attendez quelques minutes puis renvoyez ; votre texte est conservé ci-dessous.",
    siteBusy: "Ce site a reçu beaucoup de messages aujourd’hui. Réessayez demain ; votre texte est conservé ci-dessous.",
  },
  thanksTitle: "Merci, votre message a été envoyé",
  thanksText: "Nous avons bien reçu votre message et vous répondrons par e-mail.",
  back: "Retour au site",
};

const de: ContactFormWords = {
  heading: "Schreiben Sie uns",
  intro: "Wir antworten per E-Mail.",
  name: "Ihr Name",
  email: "Ihre E-Mail-Adresse",
  phone: "Telefon",
  optional: "optional",
  message: "Nachricht",
  send: "Nachricht senden",
  trap: "Dieses Feld leer lassen",
  errorTitle: "Bitte prüfen Sie Ihre Nachricht",
  errorSummary: "Ihre Nachricht wurde noch nicht gesendet. Bitte korrigieren Sie Folgendes:",
  errors: {
    nameRequired: "Bitte geben Sie Ihren Namen ein.",
    nameTooLong: "Der Name darf höchstens 100 Zeichen lang sein.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein, damit wir antworten können.",
    emailInvalid: "Bitte geben Sie eine Adresse wie name@beispiel.de ein.",
    phoneInvalid: "Bitte nur Ziffern, Leerzeichen und + ( ) - verwenden.",
    messageRequired: "Bitte schreiben Sie Ihre Nachricht.",
    messageTooLong: "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
    tooFast: "Das ging sehr schnell. Bitte prüfen Sie Ihre Nachricht und senden Sie sie erneut.",
    expired: "Das Formular war lange geöffnet. Bitte senden Sie Ihre Nachricht erneut.",
    tooMany: "Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten; Ihr Text bleibt unten erhalten.",
    siteBusy: "Diese Website hat heute viele Nachrichten erhalten. Bitte versuchen Sie es morgen erneut; Ihr Text bleibt unten erhalten.",
  },
  thanksTitle: "Vielen Dank, Ihre Nachricht wurde gesendet",
  thanksText: "Wir haben Ihre Nachricht erhalten und antworten per E-Mail.",
  back: "Zurück zur Website",
};

const pt: ContactFormWords = {
  heading: "Envie-nos uma mensagem",
  intro: "Responderemos por e-mail.",
  name: "O seu nome",
  email: "O seu e-mail",
  phone: "Telefone",
  optional: "opcional",
  message: "Mensagem",
  send: "Enviar mensagem",
  trap: "Deixe este campo vazio",
  errorTitle: "Verifique a sua mensagem",
  errorSummary: "A sua mensagem ainda não foi enviada. Corrija o seguinte:",
  errors: {
    nameRequired: "Indique o seu nome.",
    nameTooLong: "O nome pode ter no máximo 100 caracteres.",
    emailRequired: "Indique o seu e-mail para podermos responder.",
    emailInvalid: "Indique um e-mail como nome@exemplo.com.",
    phoneInvalid: "Indique um telefone só com algarismos, espaços e + ( ) -.",
    messageRequired: "Escreva a sua mensagem.",
    messageTooLong: "A mensagem pode ter no máximo 5000 caracteres.",
    tooFast: "Foi muito rápido. Verifique a sua mensagem e envie-a novamente.",
    expired: "O formulário esteve aberto muito tempo. Envie a sua mensagem novamente.",
    tooMany: "Enviou várias mensagens em pouco tempo. Aguarde alguns minutos e envie novamente; o seu texto fica guardado abaixo.",
    siteBusy: "Este site recebeu muitas mensagens hoje. Tente novamente amanhã; o seu texto fica guardado abaixo.",
  },
  thanksTitle: "Obrigado, a sua mensagem foi enviada",
  thanksText: "Recebemos a sua mensagem e responderemos por e-mail.",
  back: "Voltar ao site",
};

const ja: ContactFormWords = {
  heading: "お問い合わせ",
  intro: "メールでご返信いたします。",
  name: "お名前",
  email: "メールアドレス",
  phone: "電話番号",
  optional: "任意",
  message: "メッセージ",
  send: "送信する",
  trap: "この欄は空のままにしてください",
  errorTitle: "入力内容をご確認ください",
  errorSummary: "メッセージはまだ送信されていません。次の点を修正してください：",
  errors: {
    nameRequired: "お名前を入力してください。",
    nameTooLong: "お名前は100文字以内で入力してください。",
    emailRequired: "返信先のメールアドレスを入力してください。",
    emailInvalid: "name@example.com のような形式で入力してください。",
    phoneInvalid: "電話番号は数字、空白、+ ( ) - のみで入力してください。",
    messageRequired: "メッセージを入力してください。",
    messageTooLong: "メッセージは5000文字以内で入力してください。",
    tooFast: "送信が早すぎました。内容をご確認のうえ、もう一度送信してください。",
    expired: "フォームが長時間開かれていました。もう一度送信してください。",
    tooMany: "短時間に複数のメッセージが送信されました。数分後にもう一度お試しください。入力内容は下に残っています。",
    siteBusy: "本日はこのサイトへのメッセージが多数届いています。明日もう一度お試しください。入力内容は下に残っています。",
  },
  thanksTitle: "送信が完了しました",
  thanksText: "メッセージを受け付けました。メールでご返信いたします。",
  back: "サイトに戻る",
};

const it: ContactFormWords = {
  heading: "Scrivici un messaggio",
  intro: "Ti risponderemo via e-mail.",
  name: "Il tuo nome",
  email: "La tua e-mail",
  phone: "Telefono",
  optional: "facoltativo",
  message: "Messaggio",
  send: "Invia messaggio",
  trap: "Lascia vuoto questo campo",
  errorTitle: "Controlla il tuo messaggio",
  errorSummary: "Il messaggio non è ancora stato inviato. Correggi quanto segue:",
  errors: {
    nameRequired: "Scrivi il tuo nome.",
    nameTooLong: "Il nome può avere al massimo 100 caratteri.",
    emailRequired: "Scrivi il tuo indirizzo e-mail, così potremo risponderti.",
    emailInvalid: "Scrivi un indirizzo e-mail come nome@esempio.it.",
    phoneInvalid: "Usa solo cifre, spazi e + ( ) - per il numero di telefono.",
    messageRequired: "Scrivi il tuo messaggio.",
    messageTooLong: "Il messaggio può avere al massimo 5000 caratteri.",
    tooFast: "È stato molto veloce. Controlla il messaggio e invialo di nuovo.",
    expired: "Il modulo è rimasto aperto a lungo. Invia di nuovo il messaggio.",
    tooMany: "Hai inviato diversi messaggi in poco tempo. Attendi qualche minuto e riprova; il tuo testo resta qui sotto.",
    siteBusy: "Oggi questo sito ha ricevuto molti messaggi. Riprova domani; il tuo testo resta qui sotto.",
  },
  thanksTitle: "Grazie, il tuo messaggio è stato inviato",
  thanksText: "Abbiamo ricevuto il tuo messaggio e ti risponderemo via e-mail.",
  back: "Torna al sito",
};

const nl: ContactFormWords = {
  heading: "Stuur ons een bericht",
  intro: "We antwoorden per e-mail.",
  name: "Je naam",
  email: "Je e-mailadres",
  phone: "Telefoon",
  optional: "optioneel",
  message: "Bericht",
  send: "Bericht versturen",
  trap: "Laat dit veld leeg",
  errorTitle: "Controleer je bericht",
  errorSummary: "Je bericht is nog niet verstuurd. Verbeter het volgende:",
  errors: {
    nameRequired: "Vul je naam in.",
    nameTooLong: "Je naam mag hoogstens 100 tekens lang zijn.",
    emailRequired: "Vul je e-mailadres in, zodat we kunnen antwoorden.",
    emailInvalid: "Vul een e-mailadres in zoals naam@voorbeeld.nl.",
    phoneInvalid: "Gebruik voor het telefoonnummer alleen cijfers, spaties en + ( ) -.",
    messageRequired: "Schrijf je bericht.",
    messageTooLong: "Je bericht mag hoogstens 5000 tekens lang zijn.",
    tooFast: "Dat ging erg snel. Controleer je bericht en verstuur het opnieuw.",
    expired: "Dit formulier stond lang open. Verstuur je bericht opnieuw.",
    tooMany: "Je hebt in korte tijd meerdere berichten verstuurd. Wacht een paar minuten en probeer het opnieuw; je tekst staat hieronder nog.",
    siteBusy: "Deze website heeft vandaag veel berichten ontvangen. Probeer het morgen opnieuw; je tekst staat hieronder nog.",
  },
  thanksTitle: "Bedankt, je bericht is verstuurd",
  thanksText: "We hebben je bericht ontvangen en antwoorden per e-mail.",
  back: "Terug naar de website",
};

const pl: ContactFormWords = {
  heading: "Napisz do nas",
  intro: "Odpowiemy e-mailem.",
  name: "Imię i nazwisko",
  email: "Twój e-mail",
  phone: "Telefon",
  optional: "opcjonalnie",
  message: "Wiadomość",
  send: "Wyślij wiadomość",
  trap: "Pozostaw to pole puste",
  errorTitle: "Sprawdź swoją wiadomość",
  errorSummary: "Wiadomość nie została jeszcze wysłana. Popraw następujące pola:",
  errors: {
    nameRequired: "Wpisz imię i nazwisko.",
    nameTooLong: "Imię i nazwisko może mieć najwyżej 100 znaków.",
    emailRequired: "Wpisz adres e-mail, abyśmy mogli odpowiedzieć.",
    emailInvalid: "Wpisz adres e-mail w postaci imie@przyklad.pl.",
    phoneInvalid: "W numerze telefonu używaj tylko cyfr, spacji i znaków + ( ) -.",
    messageRequired: "Wpisz treść wiadomości.",
    messageTooLong: "Wiadomość może mieć najwyżej 5000 znaków.",
    tooFast: "To było bardzo szybko. Sprawdź wiadomość i wyślij ją ponownie.",
    expired: "Formularz był otwarty zbyt długo. Wyślij wiadomość ponownie.",
    tooMany: "W krótkim czasie wysłano kilka wiadomości. Odczekaj kilka minut i spróbuj ponownie; Twój tekst jest zachowany poniżej.",
    siteBusy: "Ta strona otrzymała dziś wiele wiadomości. Spróbuj ponownie jutro; Twój tekst jest zachowany poniżej.",
  },
  thanksTitle: "Dziękujemy, wiadomość została wysłana",
  thanksText: "Otrzymaliśmy Twoją wiadomość i odpowiemy e-mailem.",
  back: "Wróć do strony",
};

const sv: ContactFormWords = {
  heading: "Skicka ett meddelande",
  intro: "Vi svarar via e-post.",
  name: "Ditt namn",
  email: "Din e-postadress",
  phone: "Telefon",
  optional: "valfritt",
  message: "Meddelande",
  send: "Skicka meddelande",
  trap: "Lämna det här fältet tomt",
  errorTitle: "Kontrollera ditt meddelande",
  errorSummary: "Ditt meddelande har inte skickats än. Rätta följande:",
  errors: {
    nameRequired: "Skriv ditt namn.",
    nameTooLong: "Namnet får vara högst 100 tecken.",
    emailRequired: "Skriv din e-postadress så att vi kan svara.",
    emailInvalid: "Skriv en e-postadress som namn@exempel.se.",
    phoneInvalid: "Använd bara siffror, mellanslag och + ( ) - i telefonnumret.",
    messageRequired: "Skriv ditt meddelande.",
    messageTooLong: "Meddelandet får vara högst 5000 tecken.",
    tooFast: "Det gick väldigt snabbt. Kontrollera ditt meddelande och skicka det igen.",
    expired: "Formuläret var öppet länge. Skicka ditt meddelande igen.",
    tooMany: "Du har skickat flera meddelanden på kort tid. Vänta några minuter och försök igen; din text finns kvar nedan.",
    siteBusy: "Den här webbplatsen har fått många meddelanden i dag. Försök igen i morgon; din text finns kvar nedan.",
  },
  thanksTitle: "Tack, ditt meddelande har skickats",
  thanksText: "Vi har fått ditt meddelande och svarar via e-post.",
  back: "Tillbaka till webbplatsen",
};

export const CONTACT_FORM_WORDS: Readonly<Record<string, ContactFormWords>> = { en, es, fr, de, pt, ja, it, nl, pl, sv };

export function contactFormWords(language: unknown): ContactFormWords {
  return (typeof language === "string" && CONTACT_FORM_WORDS[language]) || en;
}
