#pragma once
// Human output: columns aligned by what the terminal shows (UTF-8 characters, not bytes),
// so "Orël" and "Кутепов" line up like ASCII names.

#include <ostream>
#include <string>
#include <vector>

namespace tachanka::cli {

class TextTable {
public:
    explicit TextTable(std::vector<std::string> headings) : headings_(std::move(headings)) {}
    void addRow(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
    void print(std::ostream& out) const;

private:
    std::vector<std::string> headings_;
    std::vector<std::vector<std::string>> rows_;
};

}  // namespace tachanka::cli
