// The async boundary (`import('./bootstrap')`) lets federation negotiate the shared singletons before
// any of them is used. In a task of its own: the federation runtime's start (this script) and the
// app's are two shorter tasks on a phone's main thread instead of one long one.
// A built page loads this entry from its boot script (boot.ts), which holds early input and decides
// when the app starts; the development server loads it at once, with nothing composed to wait for.
setTimeout(() => void import('./bootstrap'), 0);
