#pragma once
// The ToUnicode CMap every font of a document carries, so that text copied out of a PDF (or
// searched, or read aloud) gives back the characters that were drawn.
//
// libharu's UTF-8 encoding writes each character as a two-byte code equal to its Unicode code
// point (the Basic Multilingual Plane, U+0000..U+FFFF) and reaches the glyph through the
// font's CIDToGIDMap; so the right ToUnicode CMap is the identity on those codes. libharu
// itself writes its encoder's CID CMap there instead ("begincidrange", which a ToUnicode
// CMap may not hold: poppler warns and guesses), hence this one.

#include <string>

namespace tachanka::reports {

// A complete ToUnicode CMap: one codespace <0000>..<FFFF>; every code maps to the UTF-16BE of
// the same code point, as bfrange entries that never run past a low byte (<XX00> <XXFF>) in
// blocks of at most 100, as the CMap specification requires. The surrogate codes
// (D800..DFFF) are no characters and map to nothing.
std::string identityToUnicodeCMap();

}  // namespace tachanka::reports
