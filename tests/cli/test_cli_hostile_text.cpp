// Text that would drive the terminal (issue 53): a commander named with escape codes was
// accepted, and show, undo and ledger printed it raw, a NUL included; show --json could emit
// bytes that are not UTF-8. Now such text is refused where it is typed, a file holding it
// anyway has it shown as visible escapes (\x1b), and JSON is always valid UTF-8.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::historicalCampaign;
using tachanka::testing::contains;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

// The title-setting, screen-clearing name of the issue, with a NUL, a bell, DEL, a C1 CSI
// (U+009B) and bytes that are not UTF-8 (a lone 0xff, a cut-off two-byte sequence).
const std::string hostile = std::string("\x1b]0;OWNED\x07\x1b[2J") + std::string(1, '\0') +
                            "nul\x7f\xc2\x9b" "31m\xff\xc3(";

// Puts `text` into the file as sqlite3 would, past Tachanka's checks.
void storeText(const std::string& file, const std::string& sql, const std::string& text) {
    SQLite::Database database(file, SQLite::OPEN_READWRITE);
    SQLite::Statement statement(database, sql);
    statement.bind(1, text);
    statement.exec();
}

// Well-formed UTF-8 (RFC 3629): no stray continuation bytes, overlong forms or surrogates.
bool validUtf8(const std::string& text) {
    for (std::size_t at = 0; at < text.size();) {
        const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
        const unsigned char lead = byte(at);
        std::size_t length = 1;
        unsigned point = lead;
        if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            point = lead & 0x07u;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            point = lead & 0x0Fu;
        } else if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            point = lead & 0x1Fu;
        } else if (lead >= 0x80) {
            return false;
        }
        if (at + length > text.size()) return false;
        for (std::size_t i = 1; i < length; ++i) {
            if ((byte(at + i) & 0xC0) != 0x80) return false;
            point = point << 6 | (byte(at + i) & 0x3Fu);
        }
        if ((length == 3 && (point < 0x800 || (point >= 0xD800 && point <= 0xDFFF))) ||
            (length == 4 && (point < 0x10000 || point > 0x10FFFF))) {
            return false;
        }
        at += length;
    }
    return true;
}

// Output a terminal shows as text: no ESC, BEL, NUL, DEL or C1 CSI, and well-formed UTF-8.
bool harmless(const std::string& output) {
    return output.find('\x1b') == std::string::npos && output.find('\x07') == std::string::npos &&
           output.find('\0') == std::string::npos && output.find('\x7f') == std::string::npos &&
           output.find("\xc2\x9b") == std::string::npos && validUtf8(output);
}

}  // namespace

TEST_CASE("a commander named with escape codes is refused in one line naming the field") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const std::string before = readFile(file);
    const std::vector<std::string> names{"\x1b]0;OWNED\x07\x1b[2J", "Egorov\x9b", "a\nb",
                                         "tab\there", "del\x7f"};
    for (const auto& name : names) {
        CAPTURE(name);
        const auto set = cli({"set", file, "side", "Reds", "commander", name, "--reason", "x"},
                             freshHome(folder));
        CAPTURE(set.err);
        CHECK(isOneLineError(set));
        CHECK(contains(set.err, "commander"));
        CHECK(harmless(set.err));
    }
    CHECK(readFile(file) == before);
}

TEST_CASE("names in any script are kept as they are, in text and JSON alike") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const std::string name = "Кутепов ♥ ♣ Orël";
    REQUIRE(cli({"set", file, "side", "Reds", "commander", name, "--reason", "Orël ♥"},
                freshHome(folder))
                .exitCode == 0);
    CHECK(contains(cli({"show", file}, freshHome(folder)).out, name));
    CHECK(contains(cli({"ledger", file}, freshHome(folder)).out, "Orël ♥"));
    CHECK(contains(cli({"show", file, "--json"}, freshHome(folder)).out, name));
}

TEST_CASE("a file's hostile text reaches the terminal as visible escapes and JSON stays UTF-8") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    REQUIRE(cli({"set", file, "side", "Reds", "recruit_points", "5", "--reason", "errata"},
                freshHome(folder))
                .exitCode == 0);
    storeText(file, "UPDATE side SET commander = ? WHERE name = 'Reds'", hostile);
    storeText(file, "UPDATE ledger SET note = ? WHERE id = (SELECT max(id) FROM ledger)", hostile);
    storeText(file, "UPDATE action SET description = ? WHERE id = (SELECT max(id) FROM action)",
              hostile);

    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"show", file}, {"ledger", file}, {"undo", file}}) {
        CAPTURE(command[0]);
        const auto result = cli(command, freshHome(folder));
        CHECK(result.exitCode == 0);
        CHECK(harmless(result.out));
        CHECK(harmless(result.err));
        CHECK(contains(result.out, "\\x1b]0;OWNED\\x07\\x1b[2J\\x00nul"));
    }

    const auto json = cli({"show", file, "--json"}, freshHome(folder));
    REQUIRE(json.exitCode == 0);
    CHECK(validUtf8(json.out));
    CHECK(harmless(json.out));
    CHECK(contains(json.out, "\\u001b]0;OWNED\\u0007\\u001b[2J\\u0000nul"));
}

TEST_CASE("any word typed with a control character is refused before the command, naming its option") {
    // Not only `set`: every command's reasons, names and notes reach the campaign.
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const std::string before = readFile(file);
    const auto reason = cli({"set", file, "side", "Reds", "recruit_points", "5", "--reason",
                             "errata \x1b[2J"},
                            freshHome(folder));
    CAPTURE(reason.err);
    CHECK(isOneLineError(reason));
    CHECK(contains(reason.err, "--reason 'errata \\x1b[2J' holds \\x1b"));
    CHECK(harmless(reason.err));
    const auto unit = cli({"unit", file, "1/9D\x07", "--hex", "0101"}, freshHome(folder));
    CHECK(isOneLineError(unit));
    CHECK(contains(unit.err, "the word after"));
    CHECK(harmless(unit.err));
    CHECK(readFile(file) == before);
    // A reason over two lines is text a note may hold.
    CHECK(cli({"set", file, "side", "Reds", "recruit_points", "5", "--reason", "errata\nof 1920"},
              freshHome(folder))
              .exitCode == 0);
}
