/**
 * On `<html>` when the page runs on a developer's dev server's development React (the developer entry,
 * features/development-react/boot.ts); its value names that remote. A module of its own:
 * only the developer entry's build uses it.
 */
export const DEVELOPMENT_REACT_ATTRIBUTE = 'data-development-react';
