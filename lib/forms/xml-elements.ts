// The elements of a small XML part of a document package ([Content_Types].xml, a .rels, an ODT's manifest), read
// with htmlparser2 in XML mode (sanitize-html's parser): names without their namespace prefix, attributes decoded.
import { Parser } from 'htmlparser2';

/** An element's name, attributes and the text directly inside it. */
export type XmlElement = { name: string; attributes: Record<string, string>; text: string };

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Every element of `xml`, in document order. */
export function xmlElements(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const named: Record<string, string> = {};
        for (const [key, value] of Object.entries(attributes)) named[local(key)] = value;
        const element = { name: local(name), attributes: named, text: '' };
        elements.push(element);
        open.push(element);
      },
      ontext(text) {
        const element = open.at(-1);
        if (element) element.text += text;
      },
      onclosetag() {
        open.pop();
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return elements;
}
