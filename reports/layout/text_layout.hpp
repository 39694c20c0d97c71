#pragma once
// Setting text into a given width: wrapping at word boundaries, the largest size that still
// fits, and alignment. Every document measures with the same font metrics it draws with.

#include <string>
#include <string_view>
#include <vector>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

enum class Align { Left, Centre, Right };

// What becomes of a word wider than the whole width: broken between characters, so nothing
// runs out of its column, card or page; or kept whole on a line of its own, overflowing (a
// table's column heading rather runs a little into the next than breaks "Stationary").
enum class LongWords { Break, KeepWhole };

// The lines of `text` set in `width`: breaks at spaces and at explicit newlines, and inside
// words too wide for the width as `longWords` says.
std::vector<std::string> wrapText(PdfPage& page, std::string_view text, FontStyle style,
                                  float size, float width, LongWords longWords = LongWords::Break);

// At most `count` of the lines (at least one), the last ending in " …" (as much of it as fits
// in `width` before it) when any were left out.
std::vector<std::string> firstLines(PdfPage& page, std::vector<std::string> lines,
                                    std::size_t count, FontStyle style, float size, float width);

// The largest size from `largest` down to `smallest` (in steps of 0.25 pt) at which the text
// fits on one line of `width`; `smallest` when none does.
float fittingSize(PdfPage& page, std::string_view text, FontStyle style, float largest,
                  float smallest, float width);

// One line set in the span [x, x + width] by its alignment, with y as the baseline.
void alignedText(PdfPage& page, float x, float y, float width, std::string_view text,
                 FontStyle style, float size, Align align, Colour colour = black);

}  // namespace tachanka::reports
