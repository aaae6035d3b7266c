// Placeholder entry: proves the build works until the real console replaces it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Fleet Console</h1>
  </StrictMode>,
);
