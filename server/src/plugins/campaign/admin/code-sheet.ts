const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A printable sheet of invitation codes, one per letter-sized slip: the code, where to use it and
 * what it is for, in Spanish and English. Opened in a window of its own and sent to the printer.
 */
export function printCodeSheet(label: string, codes: string[], verifyUrl: string) {
  const sheet = window.open('', '_blank');
  if (!sheet) return;
  const slips = codes
    .map(
      (code) => `<section class="slip"><h2>Chispa</h2><p>Tu código para verificarte y participar:<br><span lang="en">Your code to verify and take part:</span></p>
<p class="code">${escape(code)}</p><p>Entra en <strong>${escape(verifyUrl)}</strong> y escríbelo. Es de un solo uso.<br><span lang="en">Go to the address above and type it in. It works once.</span></p></section>`,
    )
    .join('');
  sheet.document.write(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escape(label)}</title>
<style>body{font:14px/1.4 system-ui;margin:0}.slip{page-break-inside:avoid;border-bottom:1px dashed #999;padding:16mm 12mm;height:80mm;box-sizing:border-box}
.code{font:700 26px/1.2 ui-monospace,monospace;letter-spacing:.08em}h2{margin:0 0 4mm}</style></head><body>${slips}</body></html>`);
  sheet.document.close();
  sheet.focus();
  sheet.print();
}

/** The same codes as a CSV (one per line, with the address), for a mailing house. */
export function downloadCodesCsv(label: string, codes: string[], verifyUrl: string) {
  const csv = `\uFEFFcodigo;direccion\r\n${codes.map((code) => `${code};${verifyUrl}`).join('\r\n')}\r\n`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `codigos-${label.replace(/[^\w-]+/g, '-').toLowerCase() || 'invitacion'}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
