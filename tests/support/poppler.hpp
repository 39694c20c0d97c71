#pragma once
// PDFs checked the way a reader sees them: poppler's text, info and font listings.

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace tachanka::testing {

std::string pdfText(const std::filesystem::path& pdf);                 // pdftotext -q
std::map<std::string, std::string> pdfInfo(const std::filesystem::path& pdf);  // pdfinfo
std::string pdfFonts(const std::filesystem::path& pdf);                // pdffonts listing

// What every printable document must pass, as a list of what is wrong (empty: sound): qpdf
// --check is clean, every font is embedded as a subset, and every page renders with
// pdftoppm.
std::vector<std::string> pdfProblems(const std::filesystem::path& pdf);

}  // namespace tachanka::testing
