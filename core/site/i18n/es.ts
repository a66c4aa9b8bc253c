import type { SiteWords } from "./en";

export const es: SiteWords = {
  "nav": {
    "about": "Nosotros",
    "offerings": "Oferta",
    "hours": "Horario",
    "faq": "Preguntas",
    "contact": "Contacto"
  },
  "headings": {
    "about": "Sobre nosotros",
    "offerings": {
      "menu": "Menú",
      "services": "Servicios",
      "products": "Productos",
      "classes": "Clases",
      "portfolio": "Trabajos",
      "pricing": "Precios"
    },
    "pricing": "Precios",
    "hours": "Horario",
    "timetable": "Horario de clases",
    "faq": "Preguntas frecuentes",
    "story": "Nuestra historia",
    "team": "Equipo",
    "area": "Zonas que atendemos",
    "gallery": "Galería",
    "reviews": "Opiniones",
    "contact": "Contacto",
    "notes": "Conviene saber"
  },
  "buttons": {
    "call": "Llamar",
    "email": "Escríbenos",
    "directions": "Cómo llegar",
    "skip": "Saltar al contenido principal"
  },
  "labels": {
    "phone": "Teléfono",
    "email": "Correo",
    "address": "Dirección",
    "meetingPoint": "Punto de encuentro",
    "hours": "Horario",
    "closed": "Cerrado",
    "social": "Síguenos",
    "mainNav": "Principal"
  },
  "footer": {
    "rights": "Todos los derechos reservados."
  },
  "faq": {
    "hours": "¿Cuál es el horario?",
    "location": "¿Dónde están?",
    "area": "¿Qué zonas atienden?",
    "prices": "¿Cuánto cuesta?",
    "pricesAnswer": "Los precios están en esta página.",
    "contact": "¿Cómo puedo contactar?"
  },
  "actions": {
    "message": "Enviar un mensaje",
    "quickActions": "Acciones rápidas",
    "book": "Reservar en línea",
    "shop": "Comprar en línea",
    "signup": "Registrarse",
    "page": "Visitar nuestra web"
  },
  "form": {
    "heading": "Envíanos un mensaje",
    "intro": "Te responderemos por correo electrónico.",
    "name": "Tu nombre",
    "email": "Tu correo electrónico",
    "phone": "Teléfono",
    "optional": "opcional",
    "message": "Mensaje",
    "send": "Enviar mensaje",
    "trap": "Deja este campo vacío",
    "errorTitle": "Revisa tu mensaje",
    "errorSummary": "Tu mensaje aún no se ha enviado. Corrige lo siguiente:",
    "thanksTitle": "Gracias, tu mensaje se ha enviado",
    "thanksText": "Hemos recibido tu mensaje y te responderemos por correo electrónico.",
    "back": "Volver al sitio web",
    "errors": {
      "nameRequired": "Escribe tu nombre.",
      "nameTooLong": "El nombre puede tener como máximo {max} caracteres.",
      "emailRequired": "Escribe tu correo electrónico para que podamos responderte.",
      "emailInvalid": "Escribe un correo como nombre@ejemplo.com.",
      "phoneInvalid": "Escribe un teléfono solo con cifras, espacios y + ( ) -.",
      "messageRequired": "Escribe tu mensaje.",
      "messageTooLong": "El mensaje puede tener como máximo {max} caracteres.",
      "tooFast": "Ha sido muy rápido. Revisa tu mensaje y envíalo de nuevo.",
      "expired": "El formulario estuvo abierto mucho tiempo. Envía tu mensaje de nuevo.",
      "tooMany": "Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a enviarlo; tu texto se conserva abajo.",
      "siteBusy": "Este sitio ha recibido muchos mensajes hoy. Inténtalo mañana; tu texto se conserva abajo."
    }
  },
  "compose": {
    "inPlace": "{trade} en {place}"
  }
};
