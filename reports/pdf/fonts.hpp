#pragma once
// The TrueType fonts every document embeds: DejaVu Sans, which covers Latin with diacritics
// (Orël), Cyrillic (Кутепов) and the card suits (♥ ♣) the rules use.

#include <filesystem>
#include <vector>

namespace tachanka::reports {

struct FontSet {
    std::filesystem::path regular;
    std::filesystem::path bold;
};

// Looks in $TACHANKA_FONT_DIR first, then where Debian's fonts-dejavu-core puts them.
// Throws PdfError naming the folders searched when the fonts are not there.
FontSet findDejaVuFonts();

// libharu trusts a font file blindly and crashes on one that is not TrueType: check the
// sfnt header and table directory first. Throws PdfError naming the file.
void requireTrueTypeFile(const std::filesystem::path& file);

}  // namespace tachanka::reports
