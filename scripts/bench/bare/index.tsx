// The bare page the shell's first render is compared with: React rendering one heading.
import { createRoot } from 'react-dom/client';

const el = document.getElementById('root');
if (el) createRoot(el).render(<h1>Log in</h1>);
