// verify end to end: a campaign played through the CLI verifies; one byte changed in a ledger
// row, in an action, or a seal taken off, is named by its row; a state row changed behind the
// ledger's back is named by its table and id; a return to an earlier moment and its undo keep
// the chain whole; rows without seals (a file from before the chain) do not verify until the
// next action seals them.

#include <doctest/doctest.h>

#include <string>

#include "tests/cli/cli_json.hpp"
#include "tests/seats/seats_cli.hpp"
#include "tests/support/process.hpp"

using namespace tachanka::testing;

namespace {

long long number(const std::string& file, const std::string& query) {
    return std::stoll(sql(file, query));
}

// The Whites' first morning: recruitment, command, events, a move.
std::string playedCampaign(const TempFolder& folder) {
    const auto file = historicalCampaign(folder);
    for (int phase = 0; phase < 4; ++phase) run({"turn", file, "--advance"});
    run({"unit", file, "1/2K", "--hex", "2405", "--reason", "towards Orël"});
    run({"note", file, "--day", "1919-10-15", "--text", "Кутепов ♥ rides north"});
    return file;
}

JsonValue verified(const std::string& file) {
    const auto result = cli({"verify", file, "--json"});
    CHECK((result.exitCode == 0 || result.exitCode == 1));
    return JsonValue::parse(result.out);
}

}  // namespace

TEST_CASE("a campaign played through the CLI verifies, every row sealed") {
    TempFolder folder;
    const auto file = playedCampaign(folder);
    const auto check = verified(file);
    CHECK(check["ok"].boolean());
    CHECK(check["first_bad"].isNull());
    CHECK(check["rows"].number() == static_cast<double>(number(file, "SELECT count(*) FROM ledger")));
    CHECK(check["unsealed"].number() == 0);
    CHECK(number(file, "SELECT count(*) FROM ledger WHERE length(chain) = 64") ==
          number(file, "SELECT count(*) FROM ledger"));
    const auto text = cli({"verify", file});
    CHECK(text.exitCode == 0);
    CHECK(text.out.starts_with("verified: "));
}

TEST_CASE("one byte changed in a ledger row is named by its row") {
    TempFolder folder;
    const auto file = playedCampaign(folder);
    const auto row = number(file, "SELECT min(id) FROM ledger WHERE kind = 'moved'");
    const auto action = number(file, "SELECT action_id FROM ledger WHERE id = " + std::to_string(row));
    // "towards Orël" becomes "towards Orël!": one byte more, nothing else.
    sql(file, "UPDATE ledger SET note = note || '!' WHERE id = " + std::to_string(row));
    const auto check = verified(file);
    CHECK_FALSE(check["ok"].boolean());
    CHECK(check["first_bad"].number() == static_cast<double>(row));
    CHECK(check["first_bad_action"].number() == static_cast<double>(action));
    const auto text = cli({"verify", file});
    CHECK(text.exitCode == 1);
    CHECK(text.out.starts_with("does not verify: ledger row " + std::to_string(row)));
}

TEST_CASE("a number changed to the same digits as text, an action reworded, or a seal taken off, each shows") {
    TempFolder folder;
    const auto file = playedCampaign(folder);
    SUBCASE("a value's type") {
        const auto row = number(file, "SELECT min(id) FROM ledger WHERE typeof(after) = 'integer'");
        sql(file, "UPDATE ledger SET after = CAST(after AS TEXT) WHERE id = " + std::to_string(row));
        CHECK(verified(file)["first_bad"].number() == static_cast<double>(row));
    }
    SUBCASE("an action's description: its first row") {
        const auto action = number(file, "SELECT max(action_id) FROM ledger WHERE kind = 'moved'");
        sql(file, "UPDATE action SET description = 'nothing happened' WHERE id = " +
                      std::to_string(action));
        const auto check = verified(file);
        CHECK(check["first_bad"].number() ==
              static_cast<double>(number(file, "SELECT min(id) FROM ledger WHERE action_id = " +
                                                   std::to_string(action))));
    }
    SUBCASE("a seal taken off a row in the middle") {
        const auto row = number(file, "SELECT min(id) + 3 FROM ledger");
        sql(file, "UPDATE ledger SET chain = NULL WHERE id = " + std::to_string(row));
        CHECK(verified(file)["first_bad"].number() == static_cast<double>(row));
    }
    SUBCASE("a row taken out") {
        const auto row = number(file, "SELECT min(id) + 5 FROM ledger");
        sql(file, "DELETE FROM ledger WHERE id = " + std::to_string(row));
        CHECK(verified(file)["first_bad"].number() == static_cast<double>(row + 1));
    }
}

TEST_CASE("a state row changed behind the ledger's back is named by its table and row") {
    TempFolder folder;
    const auto file = playedCampaign(folder);
    const auto unit = number(file, "SELECT id FROM unit WHERE code = '1/2K'");
    sql(file, "UPDATE unit SET steps_lost = steps_lost + 1 WHERE id = " + std::to_string(unit));
    const auto check = verified(file);
    CHECK_FALSE(check["ok"].boolean());
    CHECK(check["first_bad"].isNull());
    CHECK(check["unaccounted"].string() == "unit " + std::to_string(unit));
}

TEST_CASE("a return to a bookmark and its undo keep the chain whole") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    run({"turn", file, "--advance"});
    run({"bookmark", file, "--name", "morning"});
    run({"turn", file, "--advance"});
    run({"turn", file, "--advance"});
    const auto seals = sql(file, "SELECT id, chain FROM ledger ORDER BY id");
    run({"restore", file, "--bookmark", "morning"});
    CHECK(verified(file)["ok"].boolean());
    run({"undo", file});
    CHECK(verified(file)["ok"].boolean());
    CHECK(sql(file, "SELECT id, chain FROM ledger ORDER BY id") == seals);
}

TEST_CASE("rows written before the chain do not verify until the next action seals them") {
    TempFolder folder;
    const auto file = playedCampaign(folder);
    // As a file from before schema 20 stands once brought up to date: no row sealed.
    sql(file, "UPDATE ledger SET chain = NULL");
    const auto before = verified(file);
    CHECK_FALSE(before["ok"].boolean());
    CHECK(before["first_bad"].isNull());
    CHECK(before["rows"].number() == 0);
    CHECK(before["unsealed"].number() == static_cast<double>(number(file, "SELECT count(*) FROM ledger")));
    run({"turn", file, "--advance"});
    const auto after = verified(file);
    CHECK(after["ok"].boolean());
    CHECK(after["unsealed"].number() == 0);
}
