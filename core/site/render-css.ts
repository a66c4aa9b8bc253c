import { type Palette, type TemplateStyle, linkColor } from "./schema";

/** The generated site's stylesheet, as data: base rules, one block per layout, and the palette as custom properties. */
export const FONT_SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif';
export const FONT_SERIF = '"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,Cambria,"Times New Roman",serif';

// -------------------------------------------------------------------------------------------------
// CSS
// -------------------------------------------------------------------------------------------------

export function cssVars(p: Palette, style: TemplateStyle): string {
  const serif = style.font === "serif";
  const layoutRadius = { classic: "14px", bold: "6px", minimal: "0px", elegant: "3px" }[style.layout];
  const radius = style.radius ? { sharp: "4px", soft: "12px", round: "22px" }[style.radius] : layoutRadius;
  // Section spacing by the mood's density: airy for calm trades, compact for technical ones.
  const space = { airy: "1.2", normal: "1", compact: ".82" }[style.density ?? "normal"];
  return (
    `:root{--p:${p.primary};--pt:${p.primaryText};--a:${p.accent};--bg:${p.background};--sf:${p.surface};` +
    `--tx:${p.text};--mu:${p.muted};--ln:${linkColor(p)};--r:${radius};--sp:${space};` +
    `--fh:${serif ? FONT_SERIF : FONT_SANS};--ff:${serif ? FONT_SERIF : FONT_SANS};--fu:${FONT_SANS}}`
  );
}

export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:var(--bg);color:var(--tx);font:1.0625rem/1.65 var(--ff);-webkit-font-smoothing:antialiased}
svg{display:block}
h1,h2,h3{font-family:var(--fh);line-height:1.15;margin:0 0 .6rem;font-weight:700;letter-spacing:-.015em;overflow-wrap:anywhere}
h1{font-size:clamp(2.3rem,5.6vw,3.9rem)}
h2{font-size:clamp(1.8rem,3.6vw,2.6rem)}
h3{font-size:1.2rem;letter-spacing:0}
p{margin:0 0 1rem;overflow-wrap:anywhere}
a{color:var(--ln);text-underline-offset:.18em}
:focus-visible{outline:3px solid var(--ln);outline-offset:3px}
.wrap{width:min(1140px,100% - 2.5rem);margin-inline:auto}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.skip{position:absolute;inset-inline-start:.75rem;top:-5rem;z-index:9;padding:.7rem 1rem;background:var(--tx);color:var(--bg);border-radius:6px;font:700 1rem var(--fu)}
.skip:focus{top:.75rem}
.top{background:var(--bg)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:.75rem 1.5rem;flex-wrap:wrap;padding:1rem 0}
.brand{display:inline-flex;align-items:center;gap:.65rem;color:var(--tx);text-decoration:none;font:700 1.2rem/1.2 var(--fh);overflow-wrap:anywhere}
.mark{width:36px;height:36px;flex:none}
.mark rect{fill:var(--p)}.mark text{fill:var(--pt);font:700 20px var(--fu)}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0;padding:0}
.nav a{display:inline-block;color:var(--tx);text-decoration:none;font:600 .95rem/1.2 var(--fu);padding:.55rem 0;border-bottom:2px solid transparent}
.nav a:hover{border-color:var(--a)}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.35em;min-height:48px;padding:.8rem 1.5rem;border:2px solid var(--p);border-radius:var(--r);background:var(--p);color:var(--pt);font:700 1rem/1.2 var(--fu);text-decoration:none;text-align:center}
.btn:hover{filter:brightness(1.1)}
.btn.alt{background:transparent;color:var(--tx);border-color:currentColor}
.ctas{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
main>section{padding:calc(var(--sp) * clamp(3.5rem,8vw,6rem)) 0;scroll-margin-top:4.5rem}
.tint{background:var(--sf)}
.eyebrow{font:700 .8rem/1.3 var(--fu);letter-spacing:.13em;text-transform:uppercase;color:var(--ln);margin:0 0 .9rem}
.lead{font-size:1.15rem;color:var(--mu)}
.sh{max-width:46rem;margin-bottom:2.75rem}
.sh p:last-child{margin-bottom:0}
.hero .sub{font-size:clamp(1.1rem,2vw,1.3rem);color:var(--mu);max-width:40rem}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr))}
.svc::before{content:"";display:block;width:2.5rem;height:4px;border-radius:2px;background:var(--a);margin-bottom:1.2rem}
.card{background:var(--sf);border-radius:var(--r);padding:1.6rem;display:flex;flex-direction:column}
.tint .card{background:var(--bg)}
.card p{color:var(--mu);margin:0}
.card h3{margin-bottom:.45rem}
.ic{width:48px;height:48px;border-radius:calc(var(--r) + 4px);display:grid;place-items:center;margin-bottom:1.1rem;background:color-mix(in srgb,var(--a) 30%,transparent);color:var(--tx)}
.ic svg,.i{width:24px;height:24px;fill:none;stroke:currentColor;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}
.about{display:grid;gap:1rem 4rem;grid-template-columns:minmax(0,1fr) minmax(0,1.5fr);align-items:start}
.about .body p{font-size:1.1rem}
.about .body p:first-child{font-size:1.25rem;color:var(--tx)}
.about .body p+p{color:var(--mu)}
.menu{display:grid;gap:2.5rem 3.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr))}
.menu h3{font-size:1.35rem;padding-bottom:.6rem;margin-bottom:1rem;border-bottom:2px solid var(--a)}
.menu ul,.hours,.plain{list-style:none;margin:0;padding:0}
.menu li{margin-bottom:1.15rem}
.mrow{display:flex;align-items:baseline;gap:.6rem;font-weight:700}
.mrow .dots{flex:1;border-bottom:2px dotted color-mix(in srgb,var(--tx) 35%,transparent);transform:translateY(-.3em);min-width:1rem}
.mrow .price{white-space:nowrap}
.menu li p{color:var(--mu);margin:.15rem 0 0;font-size:.98rem}
.note{margin-top:2rem;color:var(--mu);font-size:.95rem}
.thumb{margin:-1.6rem -1.6rem 1.3rem;border-radius:var(--r) var(--r) 0 0;overflow:hidden;background:color-mix(in srgb,var(--a) 22%,var(--sf))}
.thumb svg{width:100%;height:auto}
.thumb .f1{fill:var(--p)}.thumb .f2{fill:var(--a)}.thumb .f3{fill:var(--bg)}
.chips{display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 .9rem;padding:0;list-style:none}
.chips li,.tag{display:inline-block;font:600 .8rem/1.2 var(--fu);padding:.35rem .65rem;border-radius:999px;border:1px solid color-mix(in srgb,var(--tx) 28%,transparent);color:var(--tx)}
.card .chips:last-child{margin:1rem 0 0}
.pfoot{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:auto;padding-top:1.1rem}
.price{font:700 1.1rem/1.2 var(--fu);color:var(--tx)}
.care{display:grid;gap:1.5rem;grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}
.care .grid{grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.hours li{display:flex;justify-content:space-between;gap:1rem;padding:.7rem 0;border-bottom:1px solid color-mix(in srgb,var(--tx) 15%,transparent)}
.hours li:last-child{border-bottom:0}
.hours span:last-child{font-weight:700;text-align:end;white-space:nowrap}
.steps{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr));counter-reset:s}
.steps li{counter-increment:s;position:relative;padding-top:3.6rem}
.steps li::before{content:counter(s);position:absolute;top:0;inset-inline-start:0;width:2.6rem;height:2.6rem;border-radius:50%;display:grid;place-items:center;background:var(--p);color:var(--pt);font:700 1.1rem var(--fu)}
.steps p{color:var(--mu);margin:0}
.quotes{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,290px),1fr))}
.quote{margin:0;background:var(--sf);border-radius:var(--r);padding:1.75rem;display:flex;flex-direction:column}
.tint .quote{background:var(--bg)}
.quote svg{width:34px;height:34px;fill:var(--a);margin-bottom:.9rem}
.quote blockquote{margin:0 0 1.25rem;font-size:1.08rem}
.quote blockquote p{margin:0}
.quote figcaption{margin-top:auto;color:var(--mu);font-size:.95rem}
.quote figcaption strong{display:block;color:var(--tx);font-family:var(--fu)}
.faq{max-width:52rem}
.faq details{border-bottom:1px solid color-mix(in srgb,var(--tx) 18%,transparent)}
.faq summary{cursor:pointer;list-style:none;display:flex;justify-content:space-between;gap:1rem;padding:1.2rem 0;font:700 1.1rem/1.4 var(--fh)}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";font:400 1.6rem/1 var(--fu);color:var(--ln)}
.faq details[open] summary::after{content:"\\2212"}
.faq details p{color:var(--mu);margin:0 0 1.3rem;max-width:46rem}
.contact{display:grid;gap:2rem 4rem;grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}
.dl{margin:0;background:var(--sf);border-radius:var(--r);padding:1.75rem}
.tint .dl{background:var(--bg)}
.dl div{padding:.8rem 0;border-bottom:1px solid color-mix(in srgb,var(--tx) 15%,transparent)}
.dl div:first-child{padding-top:0}.dl div:last-child{border-bottom:0;padding-bottom:0}
.dl dt{font:700 .78rem/1.3 var(--fu);letter-spacing:.1em;text-transform:uppercase;color:var(--mu);margin-bottom:.2rem}
.dl dd{margin:0;font-size:1.08rem;overflow-wrap:anywhere}
.foot{background:var(--tx);color:var(--bg);padding:3rem 0 2.5rem}
.foot a{color:var(--bg)}
.foot .fin{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1.5rem 3rem}
.foot .brand{color:var(--bg)}
.foot p{margin:.6rem 0 0;max-width:34rem}
.foot .small{font-size:.9rem}
.art{width:100%;height:auto}
.art .ip{color:var(--p)}.ill{width:3.25rem;height:3.25rem;color:var(--p);margin-bottom:1rem}
.art.med{width:min(13rem,60vw);margin:0 auto 1.6rem}
.mbar{display:none}
@media (max-width:640px){.mbar{display:flex;gap:.5rem;position:fixed;left:0;right:0;bottom:0;z-index:8;padding:.6rem .75rem calc(.6rem + env(safe-area-inset-bottom));background:var(--bg);border-top:1px solid color-mix(in srgb,var(--tx) 18%,transparent);box-shadow:0 -6px 18px -10px rgb(0 0 0/.3)}.mbar .btn{flex:1;min-height:48px;padding:.7rem 1rem}body{padding-bottom:5rem}}
.art .fp{fill:var(--p)}.art .fa{fill:var(--a)}.art .fs{fill:var(--sf)}.art .fb{fill:var(--bg)}
.art .sp{stroke:var(--p)}.art .sa{stroke:var(--a)}.art .ipt{stroke:var(--pt);fill:none}
.tbl{width:100%;max-width:44rem;border-collapse:collapse;font-size:1.05rem}
.tbl th,.tbl td{text-align:start;vertical-align:top;padding-block:.75rem;padding-inline:0 .75rem;border-bottom:1px solid color-mix(in srgb,var(--tx) 15%,transparent)}
.tbl th{font-weight:700;font-family:var(--fu)}
.tbl td.t{white-space:nowrap}
.cmp{overflow-x:auto}.cmp th .price{display:block;margin-top:.35rem}.cmp td.yes,.cmp td.no{text-align:center;font-weight:700}.cmp thead th{vertical-align:bottom}
.tier{align-items:flex-start}.tier .price{font-size:1.7rem;margin:.2rem 0 .8rem}
.tier ul{margin:0;padding-inline-start:1.1rem;color:var(--mu)}
.notes{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;max-width:46rem}
.notes li{position:relative;padding-block:.9rem;padding-inline:2.6rem 1.1rem;background:var(--sf);border-radius:var(--r)}
.tint .notes li{background:var(--bg)}
.notes li::before{content:"";position:absolute;inset-inline-start:1.1rem;top:1.4rem;width:.6rem;height:.6rem;border-radius:50%;background:var(--a)}
.places{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.places li{padding:.45rem .9rem;border-radius:999px;background:var(--sf);font-weight:600}
.tint .places li{background:var(--bg)}
.social{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0;padding:0}
.social a{display:inline-block;padding:.55rem 0}
.foot .social a{color:var(--bg)}
@media (max-width:820px){.about,.care,.contact{grid-template-columns:1fr}main>section{scroll-margin-top:0}}
@media (max-width:520px){.ctas .btn{flex:1 1 100%}.nav ul{gap:.1rem 1rem}.nav a{font-size:.9rem}}
`;

export const LAYOUT_CSS: Record<TemplateStyle["layout"], string> = {
  classic: `
.top{border-bottom:1px solid color-mix(in srgb,var(--tx) 12%,transparent)}
@media (min-width:821px){.top{position:sticky;top:0;z-index:5}}
.hero{padding-top:clamp(3rem,7vw,5.5rem)}
.hero-in{display:grid;gap:2.5rem 4rem;align-items:center;grid-template-columns:minmax(0,1.15fr) minmax(0,.85fr)}
.card,.quote{box-shadow:0 1px 2px rgb(0 0 0/.05),0 10px 28px -14px rgb(0 0 0/.22)}
@media (max-width:820px){.hero-in{grid-template-columns:1fr}.hero .art{max-width:260px;margin-inline:auto}}
`,
  bold: `
.top{background:var(--p)}
.top .brand,.top .nav a{color:var(--pt)}
.top .nav a:hover{border-color:var(--pt)}
.top .mark rect{fill:var(--pt)}.top .mark text{fill:var(--p)}
.top :focus-visible,.hero :focus-visible{outline-color:var(--pt)}
.hero{background:var(--p);color:var(--pt);position:relative;overflow:hidden;padding:clamp(4rem,11vw,8.5rem) 0}
.hero-in{position:relative;z-index:1}
.hero-copy{max-width:40rem}
.hero h1{font-size:clamp(2.5rem,6vw,4.6rem);letter-spacing:-.035em;font-weight:800}
.hero .eyebrow,.hero .sub{color:var(--pt)}
.hero .btn{background:var(--bg);color:var(--tx);border-color:var(--bg)}
.hero .btn.alt{background:transparent;color:var(--pt);border-color:var(--pt)}
.hero .art{position:absolute;inset-inline-end:-8rem;top:50%;transform:translateY(-50%);width:min(52vw,640px);z-index:0}
h2{font-weight:800;letter-spacing:-.03em}
.card{border-top:5px solid var(--a);box-shadow:0 12px 30px -18px rgb(0 0 0/.35)}
.quote{border-inline-start:5px solid var(--a)}
@media (max-width:900px){.hero .art{position:static;transform:none;width:min(62vw,15rem);margin:2.5rem auto 0}}
`,
  minimal: `
.top{border-bottom:1px solid var(--tx)}
.hero{padding:clamp(4rem,12vw,9rem) 0 clamp(3rem,8vw,6rem)}
.hero h1{font-size:clamp(2.6rem,7.5vw,5.6rem);font-weight:600;letter-spacing:-.045em;max-width:15ch}
.hero-in{display:grid;gap:2rem 3rem;align-items:center;grid-template-columns:minmax(0,1.35fr) minmax(0,.65fr)}
@media (max-width:820px){.hero-in{grid-template-columns:1fr}.hero .art{max-width:15rem;margin-inline:auto}}
.hero .eyebrow::before{content:"";display:inline-block;width:2.2rem;height:2px;background:var(--a);vertical-align:middle;margin:-.2em .7rem 0 0}
.btn{border-radius:999px}
h2{font-weight:600;letter-spacing:-.03em}
.card,.tint .card{background:transparent;border-top:1px solid var(--tx);border-radius:0;padding:1.4rem 0 0}
.grid{gap:2.75rem 2.25rem}
.thumb{margin:0 0 1.2rem}
.ic{background:transparent;border:1px solid var(--tx);border-radius:50%}
.quote,.tint .quote{background:transparent;border-top:1px solid var(--tx);border-radius:0;padding:1.5rem 0 0}
.dl,.tint .dl{background:transparent;border:1px solid var(--tx)}
@media (min-width:821px){.sh{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:0 3rem;max-width:none;align-items:end}.sh .eyebrow{grid-column:1/-1}.sh h2{margin:0}}
`,
  elegant: `
.top{border-bottom:1px solid color-mix(in srgb,var(--tx) 14%,transparent)}
.bar{flex-direction:column;gap:.35rem;padding:1.5rem 0 .6rem}
.brand{font-size:1.65rem;font-weight:600;letter-spacing:.01em}
.nav ul{justify-content:center;gap:.1rem 1.6rem}
.nav a{text-transform:uppercase;letter-spacing:.16em;font-size:.78rem}
.hero{background:var(--sf);text-align:center;padding:clamp(3.5rem,9vw,6.5rem) 0}
.hero-copy{max-width:50rem;margin-inline:auto}
.hero .sub{margin-inline:auto}
.hero .ctas{justify-content:center}
.contact .orn{margin-inline-start:0}
.note{text-align:center}
h1,h2{font-weight:600;letter-spacing:-.005em}
.orn{width:120px;height:14px;margin:0 auto 1.4rem}
.orn path{stroke:var(--a);stroke-width:2;fill:none}.orn .d{fill:var(--a);stroke:none}
.sh{text-align:center;margin-inline:auto}
.card,.tint .card{background:var(--bg);border:1px solid color-mix(in srgb,var(--tx) 14%,transparent)}
.quote,.tint .quote{background:var(--bg);border:1px solid color-mix(in srgb,var(--tx) 14%,transparent);text-align:center;align-items:center}
.quote blockquote{font-family:var(--fh);font-style:italic;font-size:1.15rem}
.faq{margin-inline:auto}
.about{grid-template-columns:1fr;max-width:46rem;margin-inline:auto;text-align:center}
`,
};

export function minify(css: string): string {
  return css
    .replace(/\n+/g, "")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}
