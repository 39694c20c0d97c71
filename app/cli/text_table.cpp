#include "app/cli/text_table.hpp"

#include <algorithm>

namespace tachanka::cli {
namespace {

std::size_t displayWidth(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

}  // namespace

void TextTable::print(std::ostream& out) const {
    std::vector<std::size_t> widths;
    for (const auto& heading : headings_) widths.push_back(displayWidth(heading));
    for (const auto& row : rows_) {
        for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    }
    const auto printRow = [&](const std::vector<std::string>& cells) {
        std::string line;
        for (std::size_t i = 0; i < cells.size() && i < widths.size(); ++i) {
            line += cells[i];
            if (i + 1 < cells.size()) line += std::string(widths[i] - displayWidth(cells[i]) + 2, ' ');
        }
        out << line << '\n';
    };
    printRow(headings_);
    for (const auto& row : rows_) printRow(row);
}

}  // namespace tachanka::cli
