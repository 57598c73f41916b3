import { assert, assertEquals } from '../../../../../tests/support/deno/test-assert.ts';
import { decodeEntities } from './entities.ts';
import { findAll, parseHtml, rawText, textContent } from './html.ts';
import { jsonLdThings, parseLenientJson, typeNames } from './jsonld.ts';
import { microdataThings } from './microdata.ts';

Deno.test('decodes named, decimal and hex references and leaves unknown ones', () => {
  assertEquals(
    decodeEntities('Pool &amp; Spa &#8211; 3&nbsp;bd &#x2F; &bogus; &lt;b&gt;'),
    'Pool & Spa \u2013 3\u00a0bd / &bogus; <b>',
  );
  assertEquals(decodeEntities('&#0;&#x110000;'), '\ufffd\ufffd');
});

Deno.test('keeps script text verbatim and does not parse markup inside it', () => {
  const doc = parseHtml('<script type="application/ld+json">{"a":"<b>&amp;</b>"}</script><p>x</p>');
  const [script] = findAll(doc, (el) => el.tag === 'script');
  assertEquals(rawText(script!), '{"a":"<b>&amp;</b>"}');
  assertEquals(findAll(doc, (el) => el.tag === 'b').length, 0);
});

Deno.test('survives truncated and mis-nested markup', () => {
  const doc = parseHtml('<div><p>One<p>Two</span></div><ul><li>A<li>B</ul><div class="x');
  assertEquals(textContent(doc), 'One\nTwo\nA\nB\n<div class="x');
  const cut = parseHtml('<script>var a = 1;');
  assertEquals(rawText(findAll(cut, (el) => el.tag === 'script')[0]!), 'var a = 1;');
});

Deno.test('reads attributes in every quoting style, decoded', () => {
  const doc = parseHtml(`<img src=a.jpg alt='It&#39;s' data-x="1 &amp; 2" hidden>`);
  const [img] = findAll(doc, (el) => el.tag === 'img');
  assertEquals(img!.attrs, { src: 'a.jpg', alt: "It's", 'data-x': '1 & 2', hidden: '' });
});

Deno.test('text content separates blocks and skips hidden elements', () => {
  const doc = parseHtml(
    '<body><h1>Title</h1><style>.a{}</style><div>3 <b>bd</b></div><noscript>no</noscript><td>x</td></body>',
  );
  assertEquals(textContent(doc), 'Title\n3 bd\nx');
});

Deno.test('lenient JSON-LD: comments, CDATA, trailing commas; broken blocks are skipped', () => {
  assertEquals(parseLenientJson('<!-- {"a": [1, 2,],} -->'), { a: [1, 2] });
  assertEquals(parseLenientJson('//<![CDATA[\n{"a":1};\n//]]>'), { a: 1 });
  assertEquals(parseLenientJson('{"a":'), undefined);
});

Deno.test('JSON-LD graph nodes are flattened and @id references resolved', () => {
  const doc = parseHtml(`<script type="application/ld+json">{"@graph":[
    {"@type":"RealEstateListing","@id":"#l","mainEntity":{"@id":"#h"}},
    {"@type":"schema:House","@id":"#h","address":{"@type":"PostalAddress","addressLocality":"Upland"}}]}</script>`);
  const things = jsonLdThings(doc);
  assertEquals(
    things.map((t) => typeNames(t)[0]),
    ['RealEstateListing', 'House', 'PostalAddress'],
  );
  const main = things[0]!.mainEntity as Record<string, unknown>;
  assertEquals((main.address as Record<string, unknown>).addressLocality, 'Upland');
});

Deno.test('microdata items nest, and meta/link/img give their attribute values', () => {
  const doc = parseHtml(`<div itemscope itemtype="https://schema.org/Offer">
    <link itemprop="businessFunction" href="http://purl.org/goodrelations/v1#LeaseOut">
    <span itemprop="price" content="2450">$2,450</span>
    <div itemprop="itemOffered" itemscope itemtype="https://schema.org/Apartment">
      <span itemprop="name">Unit 4</span><img itemprop="image" src="/a.jpg"><img itemprop="image" src="/b.jpg">
    </div></div>`);
  const things = microdataThings(doc);
  assertEquals(
    things.map((t) => typeNames(t)[0]),
    ['Offer', 'Apartment'],
  );
  const offer = things[0]!;
  assertEquals(offer.price, '2450');
  assertEquals(offer.businessFunction, 'http://purl.org/goodrelations/v1#LeaseOut');
  const apartment = offer.itemOffered as Record<string, unknown>;
  assertEquals(apartment.image, ['/a.jpg', '/b.jpg']);
  assert(!('name' in offer), 'a nested scope owns its properties');
});
