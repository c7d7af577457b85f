// The members' mail settings: the profile's "Correo" part (components/MailSettings) and the /unsubscribe
// page (components/UnsubscribePage) are read lazily where they are shown; nothing joins the route tree's chunk.
export {};
