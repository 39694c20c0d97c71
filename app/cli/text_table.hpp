#pragma once
// Human output: columns aligned by what the terminal shows (UTF-8 characters, not bytes),
// so "Orël" and "Кутепов" line up like ASCII names.

#include <ostream>
#include <string>
#include <vector>

namespace tachanka::cli {

class TextTable {
public:
    explicit TextTable(std::vector<std::string> headings);
    void addRow(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
    void print(std::ostream& out);

    // A table too long to hold: each row measured as it is read once, then the heading and
    // each row printed as it is read again.
    void widen(const std::vector<std::string>& cells);
    void printHeading(std::ostream& out) const { printRow(out, headings_); }
    void printRow(std::ostream& out, const std::vector<std::string>& cells) const;

private:
    std::vector<std::string> headings_;
    std::vector<std::size_t> widths_;  // of each column, its heading and the rows measured
    std::vector<std::vector<std::string>> rows_;
};

}  // namespace tachanka::cli
