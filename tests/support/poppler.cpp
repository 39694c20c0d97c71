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

}  // namespace tachanka::testing
