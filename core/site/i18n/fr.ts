import type { SiteWords } from "./en";

export const fr: SiteWords = {
  "nav": {
    "about": "À propos",
    "offerings": "Offre",
    "hours": "Horaires",
    "faq": "Questions",
    "contact": "Contact"
  },
  "headings": {
    "about": "À propos",
    "offerings": {
      "menu": "Carte",
      "services": "Services",
      "products": "Produits",
      "classes": "Cours",
      "portfolio": "Réalisations",
      "pricing": "Tarifs"
    },
    "pricing": "Tarifs",
    "hours": "Horaires d’ouverture",
    "timetable": "Planning",
    "faq": "Questions fréquentes",
    "story": "Notre histoire",
    "team": "Équipe",
    "area": "Zones desservies",
    "gallery": "Galerie",
    "reviews": "Avis",
    "contact": "Contact",
    "notes": "Bon à savoir"
  },
  "buttons": {
    "call": "Appeler",
    "email": "Écrivez-nous",
    "directions": "Itinéraire",
    "skip": "Aller au contenu principal"
  },
  "labels": {
    "phone": "Téléphone",
    "email": "E-mail",
    "address": "Adresse",
    "meetingPoint": "Point de rendez-vous",
    "hours": "Horaires",
    "closed": "Fermé",
    "social": "Suivez-nous",
    "mainNav": "Principale"
  },
  "footer": {
    "rights": "Tous droits réservés."
  },
  "faq": {
    "hours": "Quels sont vos horaires ?",
    "location": "Où êtes-vous ?",
    "area": "Quelles zones desservez-vous ?",
    "prices": "Combien ça coûte ?",
    "pricesAnswer": "Les tarifs figurent sur cette page.",
    "contact": "Comment vous contacter ?"
  },
  "actions": {
    "message": "Envoyer un message",
    "quickActions": "Actions rapides",
    "book": "Réserver en ligne",
    "shop": "Acheter en ligne",
    "signup": "S'inscrire",
    "page": "Visiter notre site"
  },
  "form": {
    "heading": "Envoyez-nous un message",
    "intro": "Nous vous répondrons par e-mail.",
    "name": "Votre nom",
    "email": "Votre e-mail",
    "phone": "Téléphone",
    "optional": "facultatif",
    "message": "Message",
    "send": "Envoyer le message",
    "trap": "Laissez ce champ vide",
    "errorTitle": "Vérifiez votre message",
    "errorSummary": "Votre message n’a pas encore été envoyé. Corrigez ce qui suit :",
    "thanksTitle": "Merci, votre message a été envoyé",
    "thanksText": "Nous avons bien reçu votre message et vous répondrons par e-mail.",
    "back": "Retour au site",
    "errors": {
      "nameRequired": "Indiquez votre nom.",
      "nameTooLong": "Le nom peut compter au plus {max} caractères.",
      "emailRequired": "Indiquez votre adresse e-mail pour que nous puissions répondre.",
      "emailInvalid": "Indiquez une adresse comme nom@exemple.fr.",
      "phoneInvalid": "Indiquez un numéro avec des chiffres, espaces et + ( ) - uniquement.",
      "messageRequired": "Écrivez votre message.",
      "messageTooLong": "Le message peut compter au plus {max} caractères.",
      "tooFast": "C’était très rapide. Vérifiez votre message et envoyez-le à nouveau.",
      "expired": "Le formulaire est resté ouvert longtemps. Envoyez votre message à nouveau.",
      "tooMany": "Vous avez envoyé plusieurs messages en peu de temps. Attendez quelques minutes puis renvoyez ; votre texte est conservé ci-dessous.",
      "siteBusy": "Ce site a reçu beaucoup de messages aujourd’hui. Réessayez demain ; votre texte est conservé ci-dessous."
    }
  },
  "compose": {
    "inPlace": "{trade} à {place}"
  }
};
