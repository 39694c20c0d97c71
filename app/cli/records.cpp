#include "app/cli/records.hpp"

#include "app/cli/arguments.hpp"
#include "app/cli/json_writer.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::cli {

std::optional<RecordFormat> recordFormat(const Arguments& args, std::string_view command) {
    const bool json = args.flag("json");
    const bool csv = args.flag("csv");
    if (json && csv) {
        throw UsageError("tachanka-cli " + std::string(command) +
                         ": give --json or --csv, not both");
    }
    if (json) return RecordFormat::Json;
    if (csv) return RecordFormat::Csv;
    return std::nullopt;
}

RecordWriter::RecordWriter(std::ostream& out, RecordFormat format,
                           std::vector<std::string> columns)
    : out_(out), format_(format), columns_(std::move(columns)) {
    if (format_ == RecordFormat::Json) {
        json_ = std::make_unique<JsonWriter>(out_);
        json_->beginArray();
        return;
    }
    // The names bare: they are plain words, and a reader looking for "code,name,..." finds it.
    for (std::size_t i = 0; i < columns_.size(); ++i) out_ << (i > 0 ? "," : "") << columns_[i];
    out_ << '\n';
}

RecordWriter::~RecordWriter() = default;

void RecordWriter::row(const std::vector<Cell>& cells) {
    if (format_ == RecordFormat::Csv) {
        csvRow(cells);
        return;
    }
    writeRecord(*json_, columns_, cells);
}

void writeRecord(JsonWriter& json, const std::vector<std::string>& columns,
                 const std::vector<Cell>& cells) {
    json.beginObject();
    for (std::size_t i = 0; i < columns.size(); ++i) {
        json.key(columns[i]);
        const Cell& cell = i < cells.size() ? cells[i] : Cell{};
        if (const auto* number = std::get_if<std::int64_t>(&cell)) {
            json.value(*number);
        } else if (const auto* text = std::get_if<std::string>(&cell)) {
            json.value(*text);
        } else if (const auto* flag = std::get_if<bool>(&cell)) {
            json.value(*flag);
        } else {
            json.null();
        }
    }
    json.endObject();
}

void RecordWriter::finish() {
    if (format_ == RecordFormat::Json) {
        json_->endArray();
        json_->finish();
    }
    out_.flush();
}

// RFC 4180's fields, separated by commas, every record as many as the header; records end in
// LF, as Calc writes them on Linux: the command's output passes the terminal guard, which lets
// no carriage return through (run.cpp), and every spreadsheet reads either ending.
void RecordWriter::csvRow(const std::vector<Cell>& cells) {
    for (std::size_t i = 0; i < columns_.size(); ++i) {
        if (i > 0) out_ << ',';
        const Cell& cell = i < cells.size() ? cells[i] : Cell{};
        if (const auto* number = std::get_if<std::int64_t>(&cell)) {
            out_ << *number;
        } else if (const auto* text = std::get_if<std::string>(&cell)) {
            out_ << csvField(*text);
        } else if (const auto* flag = std::get_if<bool>(&cell)) {
            out_ << (*flag ? "true" : "false");
        }
    }
    out_ << '\n';
}

namespace {

// What a spreadsheet would run rather than show: a formula ("=", "@") or a sum that calls
// something ("+", "-" with a call, a pipe or a sheet reference: the DDE tricks). A counter's
// "+1 clever" or a note's "- held the bridge" is shown as written.
bool runsAsFormula(std::string_view text) {
    if (text.empty()) return false;
    if (text.front() == '=' || text.front() == '@') return true;
    return (text.front() == '+' || text.front() == '-') &&
           text.find_first_of("(|!=") != std::string_view::npos;
}

}  // namespace

std::string csvField(std::string_view text) {
    std::string valid;
    valid.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto character = model::utf8CharacterAt(text, at);
        if (!character) {
            valid += "\xEF\xBF\xBD";  // U+FFFD, as the JSON output does
            ++at;
            continue;
        }
        if (character->point == '\r') {
            // A line break typed on Windows (CRLF) or an old Mac (CR) is a line break.
            if (at + 1 >= text.size() || text[at + 1] != '\n') valid += '\n';
        } else {
            valid += text.substr(at, character->length);
        }
        at += character->length;
    }
    if (runsAsFormula(valid)) valid.insert(0, 1, '\'');
    std::string quoted = "\"";
    for (const char c : valid) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

}  // namespace tachanka::cli
