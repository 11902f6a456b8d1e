"""Registry of the games and variants the engine knows (filled as rule profiles are added)."""

VARIANTS: dict[str, str] = {
    "zaehlen": "Tarok: Zählen in Lagen (Ulmann S. 16–18)",
}
