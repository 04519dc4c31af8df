import { describe, expect, it } from 'vitest';
import { isTexScriptType, mathMarkupText, texScriptText } from './formula-text';

describe('formula text', () => {
  it('reads MathML as its TeX annotation when there is one, else as its tokens', () => {
    const katex =
      '<semantics><mrow><mi>Q</mi><mo>=</mo><mi>v</mi><mi>A</mi></mrow>' +
      '<annotation encoding="application/x-tex">Q = v\n A</annotation></semantics>';
    expect(mathMarkupText(katex)).toBe('Q = v A');
    expect(mathMarkupText('<mi>x</mi><mo>&lt;</mo><mn>2</mn>')).toBe('x &lt; 2');
    expect(
      mathMarkupText('<mi>a</mi><annotation-xml encoding="x"><b>no</b></annotation-xml>'),
    ).toBe('a');
  });

  it('keeps TeX from a MathJax script as text that opens no tag', () => {
    expect(texScriptText(' a < b & c ')).toBe('a &lt; b &amp; c');
    expect(isTexScriptType('math/tex; mode=display')).toBe(true);
    expect(isTexScriptType('text/javascript')).toBe(false);
  });
});
