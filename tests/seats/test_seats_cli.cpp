// seat add and seat list end to end: each side's players and the umpire get seats with keys of
// their own; the secret half of a key is kept off the ledger; a bad seat is refused in one line
// and the campaign is left as it was; undo takes a seat back with its key. And the
// intelligence rule is a setting with its three words.

#include <doctest/doctest.h>

#include <set>
#include <string>

#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/seats/seats_cli.hpp"
#include "tests/support/process.hpp"

using namespace tachanka::testing;

namespace {

bool isHex(const std::string& text) {
    return text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

}  // namespace

TEST_CASE("each side's players and the umpire take seats, each with a key of its own") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const auto ivan = cliJson({"seat", "add", file, "--side", "reds", "--name", "Иван", "--json"});
    CHECK(ivan["side"].string() == "Reds");
    CHECK(ivan["name"].string() == "Иван");
    CHECK(ivan["public_key"].string().size() == 64);
    CHECK(isHex(ivan["public_key"].string()));
    CHECK(ivan["fingerprint"].string() == ivan["public_key"].string().substr(0, 16));
    CHECK(ivan["holds_secret"].boolean());
    REQUIRE(cli({"seat", "add", file, "--side", "Whites", "--name", "Anton"}).exitCode == 0);
    REQUIRE(cli({"seat", "add", file, "--side", "Reds", "--name", "Mikhail"}).exitCode == 0);
    REQUIRE(cli({"seat", "add", file, "--side", "umpire", "--name", "Sasha"}).exitCode == 0);

    const auto seats = cliJson({"seat", "list", file, "--json"})["seats"].array();
    REQUIRE(seats.size() == 4);
    // The umpire first, then the sides in their order: the Whites play first (4.0).
    CHECK(seats[0]["side"].string() == "umpire");
    CHECK(seats[1]["side"].string() == "Whites");
    CHECK(seats[2]["name"].string() == "Иван");
    CHECK(seats[3]["name"].string() == "Mikhail");
    std::set<std::string> keys;
    for (const auto& seat : seats) keys.insert(seat["public_key"].string());
    CHECK(keys.size() == 4);

    // The secret halves are 64 bytes each, kept apart; no ledger row holds one.
    const auto secrets = sql(file, "SELECT secret_key FROM seat_secret ORDER BY seat_id");
    CHECK(secrets.size() == 4 * 129);
    const auto firstSecret = secrets.substr(0, 128);
    CHECK(isHex(firstSecret));
    CHECK(sql(file, "SELECT count(*) FROM ledger WHERE note LIKE '%" + firstSecret +
                        "%' OR after LIKE '%" + firstSecret + "%'") == "0\n");
    // Ed25519's secret key ends with its public key: the pair belongs together.
    CHECK(sql(file, "SELECT count(*) FROM seat JOIN seat_secret ON seat_id = seat.id "
                    "WHERE substr(secret_key, 65) = public_key") == "4\n");
    // Each seat is an action of its own on the ledger, of its kind.
    CHECK(sql(file, "SELECT count(*) FROM ledger WHERE kind = 'seat'") == "4\n");
}

TEST_CASE("a bad seat is refused in one line and leaves the campaign as it was") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    REQUIRE(cli({"seat", "add", file, "--side", "Reds", "--name", "Ivan"}).exitCode == 0);
    REQUIRE(cli({"seat", "add", file, "--side", "umpire", "--name", "Sasha"}).exitCode == 0);
    CHECK(refusal(file, {"seat", "add", file, "--side", "Reds", "--name", "Ivan"}) ==
          "the Reds have a seat 'Ivan' already");
    CHECK(refusal(file, {"seat", "add", file, "--side", "Umpire", "--name", "Pavel"})
              .starts_with("the campaign has an umpire already: seat 'Sasha'"));
    CHECK(refusal(file, {"seat", "add", file, "--side", "Greens", "--name", "Makhno"})
              .starts_with("no side 'Greens' in this campaign"));
    CHECK(refusal(file, {"seat", "add", file, "--side", "Reds", "--name", "  "})
              .starts_with("a seat needs a player's name"));
    CHECK(refusal(file, {"seat", "add", file, "--side", "Reds", "--name", "a\x1b[2Jb"})
              .find("a control character") != std::string::npos);
    CHECK(refusal(file, {"seat", "add", file, "--side", "Reds", "--name", std::string(101, 'x')})
              .starts_with("a seat's name is at most 100 bytes"));
    CHECK(sql(file, "SELECT count(*) FROM seat_secret") == "2\n");
}

TEST_CASE("undo takes a seat back, its secret key with it") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const auto before = campaignDump(file);
    REQUIRE(cli({"seat", "add", file, "--side", "Whites", "--name", "Anton"}).exitCode == 0);
    const auto undone = cli({"undo", file});
    REQUIRE_MESSAGE(undone.exitCode == 0, undone.err);
    CHECK(undone.out.find("seat 'Anton' added for the Whites") != std::string::npos);
    CHECK(campaignDump(file) == before);
    CHECK(sql(file, "SELECT count(*) FROM seat_secret") == "0\n");
    CHECK(cliJson({"seat", "list", file, "--json"})["seats"].array().empty());
}

TEST_CASE("the intelligence rule is open until the club sets contact or umpired") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    const auto set = cliJson({"set", file, "setting", "intelligence", "contact", "--reason",
                              "fog of war", "--json"});
    CHECK(set["before"].string() == "none");
    CHECK(set["after"].string() == "contact");
    CHECK(refusal(file, {"set", file, "setting", "intelligence", "secret", "--reason", "x"}) ==
          "the setting 'intelligence' is open, contact or umpired, not 'secret'");
    CHECK(refusal(file, {"set", file, "setting", "contact-range", "9", "--reason", "x"})
              .starts_with("the setting 'contact-range' is 1, 2, 3, 4, 5 or 6, not '9'"));
    const auto range = cliJson({"set", file, "setting", "contact-range", "3", "--reason",
                                "cavalry screens", "--json"});
    CHECK(range["after"].string() == "3");
}
