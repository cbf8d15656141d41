/** GEDCOM in (5.5.1, 5.5.5, 7.0; UTF-8, UTF-16, ANSEL, ANSI) and out (5.5.1, 7.0): a pure module, no database. */
export { readGedcom, GedcomFormatError, type GedcomImport, type UnmappedItem } from './read'
export { writeGedcom, type GedcomVersion } from './write'
export { GedcomDecodeError } from './decode'
