#include "reports/pdf/fonts.hpp"

#include <cstdlib>

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

}  // namespace tachanka::reports
