export default function HomePage() {
  return (
    <section>
      <h1>Home</h1>
    </section>
  );
}
