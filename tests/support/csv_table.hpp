#pragma once
// A spreadsheet file read back as RFC 4180 defines it, for the tests of --csv: a header row
// and records of fields, each field's text and whether it was quoted. Strict: a stray quote
// or a record with a different count of fields than the header fails the test.

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

namespace tachanka::testing {

struct CsvField {
    std::string text;
    bool quoted = false;
    bool operator==(std::string_view other) const { return text == other; }
};

struct CsvTable {
    std::vector<std::string> header;
    std::vector<std::vector<CsvField>> rows;

    std::size_t column(std::string_view name) const {
        for (std::size_t i = 0; i < header.size(); ++i) {
            if (header[i] == name) return i;
        }
        FAIL("no column " << name);
        return 0;
    }
};

inline CsvTable parseCsv(std::string_view text) {
    std::vector<std::vector<CsvField>> records;
    std::vector<CsvField> record;
    CsvField field;
    std::size_t at = 0;
    const auto endField = [&] {
        record.push_back(field);
        field = {};
    };
    while (at < text.size()) {
        const char c = text[at];
        if (c == '"' && field.text.empty() && !field.quoted) {
            field.quoted = true;
            ++at;
            while (true) {
                if (at >= text.size()) FAIL("an unclosed quoted field");
                if (text[at] == '"') {
                    if (at + 1 < text.size() && text[at + 1] == '"') {
                        field.text += '"';
                        at += 2;
                        continue;
                    }
                    ++at;
                    break;
                }
                field.text += text[at++];
            }
            if (at < text.size() && text[at] != ',' && text[at] != '\n' && text[at] != '\r') {
                FAIL("text after a quoted field's closing quote");
            }
            continue;
        }
        if (c == ',') {
            endField();
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && at + 1 < text.size() && text[at + 1] == '\n') ++at;
            endField();
            records.push_back(std::move(record));
            record = {};
        } else {
            if (c == '"' || field.quoted) FAIL("a quote inside an unquoted field");
            field.text += c;
        }
        ++at;
    }
    if (!record.empty() || !field.text.empty() || field.quoted) {
        endField();
        records.push_back(std::move(record));
    }
    CsvTable table;
    REQUIRE_FALSE(records.empty());
    for (const auto& name : records.front()) table.header.push_back(name.text);
    for (std::size_t i = 1; i < records.size(); ++i) {
        if (records[i].size() != table.header.size()) {
            FAIL("record " << i << " has " << records[i].size() << " fields, the header "
                           << table.header.size());
        }
        table.rows.push_back(std::move(records[i]));
    }
    return table;
}

}  // namespace tachanka::testing
