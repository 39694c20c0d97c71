#pragma once
// Reading a quick-reference sheet the way a player does: a table row is its cells, in order,
// on one line of the page (pdftotext -layout keeps them there), whatever else stands beside it.

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/poppler.hpp"

namespace tachanka::testing {

// How far down each page but the last its content goes, as a share of the page's height (the
// foot note and the folio below the content not counted): issue 52's "the QRS gives each table
// its own half-empty page".
inline std::vector<float> filledShares(const std::filesystem::path& pdf) {
    const int pages = std::stoi(pdfInfo(pdf).at("Pages"));
    // "Page size:      841.89 x 595.276 pts (A4)": the sheets are printed landscape.
    const std::string size = pdfInfo(pdf).at("Page size");
    const float height = std::stof(size.substr(size.find(" x ") + 3));
    constexpr float footLines = 42.0f + 30.0f;  // page margin, then the foot note and the folio
    std::vector<float> shares;
    for (int page = 1; page < pages; ++page) {
        float lowest = 0;
        for (const auto& word : pdfWords(pdf, page))
            if (word.top < height - footLines) lowest = std::max(lowest, word.bottom);
        shares.push_back(lowest / height);
    }
    return shares;
}

// A cell's text as a pattern: regex characters taken literally, any run of spaces as any run.
inline std::string cellPattern(const std::string& cell) {
    std::string pattern;
    for (const char c : cell) {
        if (c == ' ') {
            if (!pattern.ends_with("\\s+")) pattern += "\\s+";
        } else if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos) {
            pattern += std::string("\\") + c;
        } else {
            pattern += c;
        }
    }
    return pattern;
}

// Whether some line of `text` holds these cells one after the other, each a whole word run.
inline bool hasRow(const std::string& text, const std::vector<std::string>& cells) {
    std::string pattern = "(^|\\s)";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        pattern += (i ? "\\s+" : "") + cellPattern(cells[i]);
    }
    pattern += "(\\s|$)";
    const std::regex row(pattern);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (std::regex_search(line, row)) return true;
    }
    return false;
}

inline std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// The whole text with every run of white space made one space: a paragraph wrapped over
// several lines reads as one.
inline std::string flowed(const std::string& text) {
    std::string result;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\f';
        if (!space) result += c;
        else if (!result.empty() && result.back() != ' ') result += ' ';
    }
    return result;
}

// How the rules print a modifier: +2, 0, and a true minus sign for −1.
inline std::string signedText(int value) {
    if (value > 0) return "+" + std::to_string(value);
    if (value < 0) return "\u2212" + std::to_string(-value);
    return "0";
}

}  // namespace tachanka::testing
