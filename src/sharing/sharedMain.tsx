import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SharedLocationPage } from './SharedLocationPage';
import { tokenOfPath } from './sharedLocationApi';
import { sharedPageText } from './sharedPageText';

/** The entry of shared.html, the public page of a shared link (/shared/<token>). */
async function start() {
  const config = (await (await fetch('/config.json')).json()) as { mapStyleUrl: string | null };
  const { text, lang, dir } = sharedPageText(navigator.languages);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  document.title = text.title;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SharedLocationPage token={tokenOfPath(window.location.pathname)} text={text} styleUrl={config.mapStyleUrl} />
    </StrictMode>,
  );
}

void start();
