export function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Crease</p>
      <h1 className="text-4xl font-bold leading-tight sm:text-5xl">Fuel like a pro. Log a meal in one line.</h1>
      <p className="text-lg text-stone-700">
        Type what you ate, in English or Hinglish: "2 rotis, ek katori dal makhani and a sweet lassi after nets". Crease turns it into
        calories, protein, carbs and fat in a second, from a real Indian food composition database.
      </p>
    </main>
  );
}
