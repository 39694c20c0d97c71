#include "tests/support/poppler.hpp"

#include <sstream>
#include <stdexcept>

#include "tests/support/process.hpp"

namespace tachanka::testing {
namespace {

std::string run(const std::vector<std::string>& argv) {
    const auto result = runProcess(argv);
    if (result.exitCode != 0) {
        throw std::runtime_error(argv[0] + " failed (" + std::to_string(result.exitCode) +
                                 "): " + result.err);
    }
    return result.out;
}

}  // namespace

std::string pdfText(const std::filesystem::path& pdf) {
    return run({"pdftotext", "-q", "-layout", pdf.string(), "-"});
}

std::map<std::string, std::string> pdfInfo(const std::filesystem::path& pdf) {
    std::map<std::string, std::string> info;
    std::istringstream lines(run({"pdfinfo", pdf.string()}));
    for (std::string line; std::getline(lines, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        const auto value = line.find_first_not_of(' ', colon + 1);
        info[line.substr(0, colon)] = value == std::string::npos ? "" : line.substr(value);
    }
    return info;
}

std::string pdfFonts(const std::filesystem::path& pdf) { return run({"pdffonts", pdf.string()}); }

std::vector<std::string> pdfProblems(const std::filesystem::path& pdf) {
    std::vector<std::string> problems;
    const auto check = runProcess({"qpdf", "--check", pdf.string()});
    if (check.exitCode != 0 || check.out.find("No syntax or stream encoding errors") == std::string::npos) {
        problems.push_back("qpdf --check: " + check.out + check.err);
    }
    std::istringstream fonts(pdfFonts(pdf));
    int fontRows = 0;
    for (std::string row; std::getline(fonts, row);) {
        if (row.find("DejaVu") == std::string::npos) continue;
        ++fontRows;
        // Subset fonts carry a six-letter tag ("ABCDEF+DejaVuSans"); the emb column says yes.
        if (row.find('+') != 6 || row.find(" yes ") == std::string::npos) {
            problems.push_back("font not embedded as a subset: " + row);
        }
    }
    if (fontRows == 0) problems.push_back("no DejaVu font in the document");
    const auto pages = std::stoi(pdfInfo(pdf).at("Pages"));
    const auto prefix = pdf.parent_path() / (pdf.stem().string() + "-render");
    const auto render = runProcess({"pdftoppm", "-q", "-r", "20", "-gray", pdf.string(), prefix.string()});
    if (render.exitCode != 0) problems.push_back("pdftoppm failed: " + render.err);
    int rendered = 0;
    for (const auto& entry : std::filesystem::directory_iterator(pdf.parent_path())) {
        const auto name = entry.path().filename().string();
        if (name.rfind(prefix.filename().string(), 0) != 0) continue;
        ++rendered;
        std::error_code ignored;
        std::filesystem::remove(entry.path(), ignored);
    }
    if (rendered != pages) {
        problems.push_back("rendered " + std::to_string(rendered) + " of " + std::to_string(pages) + " pages");
    }
    return problems;
}

}  // namespace tachanka::testing
