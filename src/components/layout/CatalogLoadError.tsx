/** Shown only when no translation catalog could be loaded, so it speaks both languages itself. */
export function CatalogLoadError() {
  return (
    <section className="page page--narrow" role="alert">
      <h1 lang="es">No hemos podido cargar Chispa</h1>
      <p lang="es">Comprueba tu conexión e inténtalo de nuevo.</p>
      <h2 lang="en">Chispa could not be loaded</h2>
      <p lang="en">Check your connection and try again.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reintentar / Try again
      </button>
    </section>
  );
}
