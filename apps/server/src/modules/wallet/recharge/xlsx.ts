import ExcelJS from 'exceljs';

/** A cell: text or a whole number (money stays integral; yuan are written as text "6.00"). */
export type Cell = string | number | null;

/** Characters XML 1.0 cannot carry at all: a workbook holding one would not open. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/**
 * A one-sheet workbook of plain values (exceljs). Text is always a string cell, so a value that
 * starts with "=" is shown as typed and never run as a formula.
 */
export async function xlsx(sheetName: string, rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'string' ? v.replace(NOT_XML, '') : (v ?? undefined))));
  return Buffer.from(await book.xlsx.writeBuffer());
}
