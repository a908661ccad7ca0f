/**
 * The rules of a remote's CSS that some HTML can use: a slot's fragment (fragment-slots.ts) carries
 * only those into the page that shows it, not the remote's whole CSS. A rule stays when one of its
 * selectors needs no class the HTML lacks (classes under `:not()` are not needed); conditional
 * rules stay around what they still hold, keyframes when what stays names them, and a rule written
 * twice (chunks repeat shared CSS) only where it comes last, which keeps what wins. The composer checks
 * what is left as it checks every fragment's CSS.
 */
import { type CssNode, generate, type List, parse, walk } from 'css-tree';

const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);

/** The class names the HTML's elements carry, as React writes them (`class="a b"`). */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

/** The classes an element must carry for `selector` to match it or one around it. */
function neededClasses(selector: CssNode): string[] {
  const names: string[] = [];
  walk(selector, (node) => {
    if (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'not') return walk.skip;
    if (node.type === 'ClassSelector') names.push(node.name);
    return undefined;
  });
  return names;
}

function canMatch(prelude: CssNode, classes: Set<string>): boolean {
  if (prelude.type !== 'SelectorList') return true;
  return prelude.children.some((selector) => neededClasses(selector).every((name) => classes.has(name)));
}

/** The list without a node written again later in it: the later one is the one that counts. */
function lastOfEach(children: List<CssNode>): List<CssNode> {
  const written = children.toArray().map((node) => generate(node));
  let index = -1;
  return children.filter(() => {
    index += 1;
    return written.lastIndexOf(written[index] ?? '') === index;
  });
}

function keepUsed(children: List<CssNode>, classes: Set<string>): List<CssNode> {
  const kept = children.filter((node) => {
    if (node.type === 'Rule') return canMatch(node.prelude, classes);
    if (node.type !== 'Atrule') return false;
    const name = node.name.toLowerCase();
    if (name === 'keyframes') return true;
    if (!CONDITIONAL_AT_RULES.has(name) || !node.block) return false;
    node.block.children = keepUsed(node.block.children, classes);
    return !node.block.children.isEmpty;
  });
  return lastOfEach(kept);
}

export function cssUsedByHtml(css: string, html: string): string {
  const sheet = parse(css);
  if (sheet.type !== 'StyleSheet') return '';
  sheet.children = keepUsed(sheet.children, classesIn(html));
  const isKeyframes = (node: CssNode) => node.type === 'Atrule' && node.name.toLowerCase() === 'keyframes';
  const rules = sheet.children.filter((node) => !isKeyframes(node));
  const used = rules
    .toArray()
    .map((node) => generate(node))
    .join('');
  const keyframes = sheet.children.filter((node) => {
    if (!isKeyframes(node) || node.type !== 'Atrule' || node.prelude === null) return false;
    return used.includes(generate(node.prelude));
  });
  return `${keyframes
    .toArray()
    .map((node) => generate(node))
    .join('')}${used}`;
}
