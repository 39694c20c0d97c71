#include "app/cli/text_table.hpp"

#include <algorithm>
#include <utility>

namespace tachanka::cli {
namespace {

std::size_t displayWidth(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

}  // namespace

TextTable::TextTable(std::vector<std::string> headings) : headings_(std::move(headings)) {
    for (const auto& heading : headings_) widths_.push_back(displayWidth(heading));
}

void TextTable::widen(const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size() && i < widths_.size(); ++i) {
        widths_[i] = std::max(widths_[i], displayWidth(cells[i]));
    }
}

void TextTable::printRow(std::ostream& out, const std::vector<std::string>& cells) const {
    std::string line;
    for (std::size_t i = 0; i < cells.size() && i < widths_.size(); ++i) {
        line += cells[i];
        // A cell wider than its column measured (a row written since) pushes the rest along.
        const auto width = displayWidth(cells[i]);
        if (i + 1 < cells.size()) line += std::string(std::max(widths_[i], width) - width + 2, ' ');
    }
    out << line << '\n';
}

void TextTable::print(std::ostream& out) {
    for (const auto& row : rows_) widen(row);
    printHeading(out);
    for (const auto& row : rows_) printRow(out, row);
}

}  // namespace tachanka::cli
