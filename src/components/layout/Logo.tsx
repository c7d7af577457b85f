export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 132 32" role="img" aria-label="Chispa">
      <path d="M14 2 5 18h8l-3 12 13-17h-8l4-11z" fill="var(--spark)" />
      <text x="30" y="24" fontSize="22" fontWeight="800" fill="currentColor" fontFamily="inherit">
        Chispa
      </text>
    </svg>
  );
}
