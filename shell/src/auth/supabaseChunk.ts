// What loads on demand with supabase-js, in one chunk: the library, and the code only its client
// runs. /login paints without any of it (supabaseClient.ts).
export { createClient } from '@supabase/supabase-js';
export { askSession } from './askSession.ts';
export { renewRefusedToken } from './renewRefusedToken.ts';
