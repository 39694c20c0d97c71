#pragma once
// PDFs checked the way a reader sees them: poppler's text, info and font listings.

#include <filesystem>
#include <map>
#include <string>

namespace tachanka::testing {

std::string pdfText(const std::filesystem::path& pdf);                 // pdftotext -q
std::map<std::string, std::string> pdfInfo(const std::filesystem::path& pdf);  // pdfinfo
std::string pdfFonts(const std::filesystem::path& pdf);                // pdffonts listing

}  // namespace tachanka::testing
