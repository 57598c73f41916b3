/** /es/alerts: los enlaces de confirmar y cancelar de los correos de alertas, en español. */
import type { AlertsContent } from '../alerts';

export const alertsContent: AlertsContent = {
  seoTitle: 'Alertas de propiedades',
  seoDescription:
    'Confirme o detenga los correos de alertas de propiedades que pidió en nuestra página de propiedades. Cada correo de alerta tiene un enlace para cancelarla con un clic.',
  heading: 'Alertas de propiedades',
  intro:
    'Los enlaces de nuestros correos de alertas abren esta página. Para crear una alerta, busque entre nuestras casas y elija “Avísenme por correo cuando haya una casa así”.',
  confirm: {
    heading: 'Confirme su alerta de propiedades',
    text: 'Oprima el botón para empezar a recibir un correo cuando se anuncie una casa que coincida con su búsqueda.',
    button: 'Confirmar mi alerta',
  },
  unsubscribe: {
    heading: 'Cancelar esta alerta',
    text: 'Oprima el botón y esta alerta ya no le enviará correos.',
    button: 'Cancelar la alerta',
  },
  working: 'Un momento, por favor...',
  failed: 'Algo falló de nuestro lado. Por favor, inténtelo de nuevo en un momento.',
  browse: 'Buscar casas',
  outcomes: {
    confirmed: {
      title: 'Su alerta está activa',
      text: 'Le enviaremos un correo cuando se anuncie una casa que coincida. Cada correo trae un enlace para detener la alerta.',
    },
    already_confirmed: {
      title: 'Esta alerta ya estaba activa',
      text: 'Ya la había confirmado: no tiene que hacer nada más.',
    },
    expired: {
      title: 'Este enlace ya venció',
      text: 'Los enlaces para confirmar sirven por 7 días. Cree la alerta otra vez desde la página de propiedades y use el correo nuevo.',
    },
    unsubscribed: {
      title: 'Su alerta quedó cancelada',
      text: 'Esta alerta ya no le enviará correos. Puede crear una nueva desde la página de propiedades cuando quiera.',
    },
    already_unsubscribed: {
      title: 'Esta alerta ya estaba cancelada',
      text: 'Esta alerta ya no le envía correos.',
    },
    unknown: {
      title: 'No reconocemos este enlace',
      text: 'Puede que esté incompleto (copie el enlace completo) o que lo haya reemplazado un correo más reciente. Si la necesita, cree una alerta nueva desde la página de propiedades.',
    },
  },
  confirmUnsubscribed: {
    title: 'Esta alerta fue cancelada',
    text: 'Una alerta cancelada no se puede volver a activar. Cree una nueva desde la página de propiedades.',
  },
};
