#include "tests/support/poppler.hpp"

#include <regex>
#include <sstream>
#include <stdexcept>

#include "tests/support/process.hpp"

namespace tachanka::testing {

std::string runPoppler(const std::vector<std::string>& argv) {
    const auto result = runProcess(argv);
    std::string command;
    for (const auto& word : argv) command += (command.empty() ? "" : " ") + word;
    if (result.exitCode != 0) {
        throw std::runtime_error(command + " failed (" + std::to_string(result.exitCode) +
                                 "): " + result.err);
    }
    if (!result.err.empty()) throw std::runtime_error(command + " warned: " + result.err);
    return result.out;
}

std::string pdfText(const std::filesystem::path& pdf) {
    return runPoppler({"pdftotext", "-layout", pdf.string(), "-"});
}

std::string pdfRawText(const std::filesystem::path& pdf) {
    return runPoppler({"pdftotext", "-raw", pdf.string(), "-"});
}

std::string pdfPageText(const std::filesystem::path& pdf, int page) {
    const auto number = std::to_string(page);
    return runPoppler({"pdftotext", "-f", number, "-l", number, pdf.string(), "-"});
}

std::map<std::string, std::string> pdfInfo(const std::filesystem::path& pdf) {
    std::map<std::string, std::string> info;
    std::istringstream lines(runPoppler({"pdfinfo", pdf.string()}));
    for (std::string line; std::getline(lines, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        const auto value = line.find_first_not_of(' ', colon + 1);
        info[line.substr(0, colon)] = value == std::string::npos ? "" : line.substr(value);
    }
    return info;
}

std::vector<PdfWord> pdfWords(const std::filesystem::path& pdf, int page) {
    const auto number = std::to_string(page);
    const std::string html =
        runPoppler({"pdftotext", "-bbox", "-f", number, "-l", number, pdf.string(), "-"});
    const std::string at = R"re("([-0-9.]+)")re";
    const std::regex word("<word xMin=" + at + " yMin=" + at + " xMax=" + at + " yMax=" + at +
                          ">([^<]*)</word>");
    std::vector<PdfWord> words;
    for (std::sregex_iterator it(html.begin(), html.end(), word), end; it != end; ++it) {
        const auto& match = *it;
        words.push_back({match[5], std::stof(match[1]), std::stof(match[2]), std::stof(match[3]),
                         std::stof(match[4])});
    }
    return words;
}

std::string pdfFonts(const std::filesystem::path& pdf) {
    return runPoppler({"pdffonts", pdf.string()});
}

std::vector<std::string> pdfProblems(const std::filesystem::path& pdf) {
    std::vector<std::string> problems;
    const auto check = runProcess({"qpdf", "--check", pdf.string()});
    if (check.exitCode != 0 || check.out.find("No syntax or stream encoding errors") == std::string::npos) {
        problems.push_back("qpdf --check: " + check.out + check.err);
    }
    // Each tool reads the document its own way (text, fonts, pages): any of them may warn.
    const std::vector<std::vector<std::string>> readers{
        {"pdftotext", pdf.string(), "-"}, {"pdffonts", pdf.string()}, {"pdfinfo", pdf.string()}};
    for (const auto& argv : readers) {
        const auto run = runProcess(argv);
        if (run.exitCode != 0 || !run.err.empty()) {
            problems.push_back(argv[0] + " (exit " + std::to_string(run.exitCode) +
                               "): " + run.err);
        }
    }
    if (!problems.empty()) return problems;
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
    const auto render = runProcess({"pdftoppm", "-r", "20", "-gray", pdf.string(), prefix.string()});
    if (render.exitCode != 0 || !render.err.empty()) {
        problems.push_back("pdftoppm (exit " + std::to_string(render.exitCode) +
                           "): " + render.err);
    }
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
