export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Innovatieve digitale oplossingen voor jouw bedrijf</h1>
      <p>Websites, webshops en webapplicaties op maat, gebouwd door een klein team dat meedenkt.</p>
    </section>
  );
}
