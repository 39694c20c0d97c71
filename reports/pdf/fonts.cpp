#include "reports/pdf/fonts.hpp"

#include <array>
#include <cstdlib>
#include <fstream>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

FontSet findDejaVuFonts() {
    std::vector<std::filesystem::path> folders;
    if (const char* custom = std::getenv("TACHANKA_FONT_DIR")) folders.emplace_back(custom);
    folders.emplace_back("/usr/share/fonts/truetype/dejavu");
    folders.emplace_back("/usr/share/fonts/dejavu");
    folders.emplace_back("/usr/local/share/fonts/dejavu");

    std::string searched;
    for (const auto& folder : folders) {
        FontSet fonts{folder / "DejaVuSans.ttf", folder / "DejaVuSans-Bold.ttf"};
        std::error_code error;
        if (std::filesystem::is_regular_file(fonts.regular, error) &&
            std::filesystem::is_regular_file(fonts.bold, error)) {
            return fonts;
        }
        searched += (searched.empty() ? "" : ", ") + folder.string();
    }
    throw PdfError("DejaVu Sans fonts not found (looked in " + searched +
                   "); install fonts-dejavu-core or set TACHANKA_FONT_DIR");
}

void requireTrueTypeFile(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::array<unsigned char, 12> header{};
    in.read(reinterpret_cast<char*>(header.data()), header.size());
    const bool sfntVersion = (header[0] == 0x00 && header[1] == 0x01 && header[2] == 0x00 &&
                              header[3] == 0x00) ||
                             (header[0] == 't' && header[1] == 'r' && header[2] == 'u' &&
                              header[3] == 'e');
    const auto tables = static_cast<std::uintmax_t>(header[4] << 8 | header[5]);
    std::error_code error;
    const auto size = std::filesystem::file_size(file, error);
    // Each table directory entry is 16 bytes after the 12-byte header.
    if (!in || !sfntVersion || tables == 0 || error || size < 12 + 16 * tables) {
        throw PdfError("PDF: " + file.string() + " is not a TrueType font file");
    }
}

}  // namespace tachanka::reports
