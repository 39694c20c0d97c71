#pragma once
// PDFs checked the way a reader sees them: poppler's text, info and font listings.
//
// poppler's tools print what they find wrong in a document on standard error ("Syntax
// Warning: Invalid 'begincidrange' operator in ToUnicode CMap") and still exit 0, so every
// helper here fails on any word on standard error, and none passes -q: a document a reader
// would complain about can never pass a test quietly.

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace tachanka::testing {

// Runs a poppler tool (argv[0] on PATH) and returns its standard output; throws
// std::runtime_error naming the tool and quoting its standard error when it fails or says
// anything there.
std::string runPoppler(const std::vector<std::string>& argv);

std::string pdfText(const std::filesystem::path& pdf);                 // pdftotext -layout
std::string pdfRawText(const std::filesystem::path& pdf);              // pdftotext -raw: as drawn
std::string pdfPageText(const std::filesystem::path& pdf, int page);   // pdftotext -f N -l N
std::map<std::string, std::string> pdfInfo(const std::filesystem::path& pdf);  // pdfinfo

// Each word of a page where poppler finds it (pdftotext -bbox), in points from the page's
// top-left corner.
struct PdfWord {
    std::string text;
    float left = 0;
    float top = 0;
    float right = 0;
    float bottom = 0;
};
std::vector<PdfWord> pdfWords(const std::filesystem::path& pdf, int page);
std::string pdfFonts(const std::filesystem::path& pdf);                // pdffonts listing

// What every printable document must pass, as a list of what is wrong (empty: sound): qpdf
// --check is clean, every font is embedded as a subset, every page renders with pdftoppm,
// and no poppler tool has a warning about it.
std::vector<std::string> pdfProblems(const std::filesystem::path& pdf);

}  // namespace tachanka::testing
