#pragma once
// A listing as machine output, one row a record: --json writes an array of objects keyed by
// the listing's columns, --csv a spreadsheet whose header row is the same column names
// (RFC 4180, UTF-8), so the two never disagree on what a listing holds.

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tachanka::core {
class JsonWriter;
}

namespace tachanka::cli {

class Arguments;
using core::JsonWriter;

// A cell: nothing (JSON null, an empty CSV field), a whole number, text or a yes/no.
using Cell = std::variant<std::monostate, std::int64_t, std::string, bool>;

template <typename T>
Cell cellOf(const std::optional<T>& value) {
    if (!value) return std::monostate{};
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        return static_cast<std::int64_t>(*value);
    } else {
        return Cell(*value);
    }
}

enum class RecordFormat { Json, Csv };

// --json or --csv as the command line gives them (both at once is refused); none: text.
std::optional<RecordFormat> recordFormat(const Arguments& args, std::string_view command);

class RecordWriter {
public:
    RecordWriter(std::ostream& out, RecordFormat format, std::vector<std::string> columns);
    ~RecordWriter();
    RecordWriter(const RecordWriter&) = delete;
    RecordWriter& operator=(const RecordWriter&) = delete;

    // One record, its cells in the columns' order.
    void row(const std::vector<Cell>& cells);
    // Ends the listing (the JSON array's bracket); an empty listing is still a header row or [].
    void finish();

private:
    void csvRow(const std::vector<Cell>& cells);

    std::ostream& out_;
    RecordFormat format_;
    std::vector<std::string> columns_;
    std::unique_ptr<JsonWriter> json_;
};

// A whole listing to `out`: a record of `cellsOf(item)` for each item.
template <typename Items, typename CellsOf>
void writeRecords(std::ostream& out, RecordFormat format, std::vector<std::string> columns,
                  const Items& items, CellsOf cellsOf) {
    RecordWriter records(out, format, std::move(columns));
    for (const auto& item : items) records.row(cellsOf(item));
    records.finish();
}

// One record as a JSON object, for a command that shows one row of a listing alone.
void writeRecord(JsonWriter& json, const std::vector<std::string>& columns,
                 const std::vector<Cell>& cells);

// A text cell as a CSV field: always quoted (quotes doubled, RFC 4180), so a spreadsheet told
// to read quoted fields as text keeps a hex "0814" and a number stays a number; UTF-8 made
// valid; and text a spreadsheet would run as a formula kept as text behind an apostrophe,
// since a campaign file is anyone's.
std::string csvField(std::string_view text);

}  // namespace tachanka::cli
