// seat export end to end: a side's file holds nothing of the other side's secrets (searched
// byte by byte, and in sqlite3's dump), shows the enemy as the intelligence rule allows, says
// whose it is, verifies, and refuses in one line what only the umpire may do.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/seats/seats_cli.hpp"
#include "tests/support/process.hpp"

using namespace tachanka::testing;

namespace {

// The umpire's campaign in the Whites' combat phase with a battle planned, a plan's reason on
// the ledger, a note on a White unit and every seat's key: what the Reds must not see.
class Umpire {
public:
    Umpire() {
        REQUIRE(cli({"new", file_, "--scenario", "historical", "--seed", "987654321"},
                    freshHome(folder_))
                    .exitCode == 0);
        run({"seat", "add", file_, "--side", "Whites", "--name", "Anton"});
        run({"seat", "add", file_, "--side", "Reds", "--name", "Ivan"});
        run({"seat", "add", file_, "--side", "umpire", "--name", "Sasha"});
        for (int phase = 0; phase < 4; ++phase) run({"turn", file_, "--advance"});
        run({"unit", file_, "1/2K", "--hex", "2405", "--reason", "a feint towards Kromy"});
        run({"note", file_, "--unit", "2/3D", "--text", "Kutepov's reserve waits at Fatezh"});
        run({"turn", file_, "--advance"});
        run({"battle", "plan", file_, "--attackers", "2/3D,3/3D", "--hex", "0814"});
    }
    const std::string& file() const { return file_; }
    std::string path(const std::string& name) const { return (folder_ / name).string(); }
    std::string secretOf(const std::string& seat) const {
        const auto secret = sql(file_, "SELECT secret_key FROM seat_secret JOIN seat ON "
                                       "seat.id = seat_id WHERE name = '" + seat + "'");
        REQUIRE(secret.size() == 129);
        return secret.substr(0, 128);
    }

private:
    TempFolder folder_;
    std::string file_ = (folder_ / "umpire.tachanka").string();
};

}  // namespace

TEST_CASE("the Reds' file holds nothing of the Whites' plans, the umpire's seeds or other keys") {
    Umpire umpire;
    const auto reds = umpire.path("reds.tachanka");
    const auto exported =
        cliJson({"seat", "export", umpire.file(), "--side", "Reds", "-o", reds, "--json"});
    CHECK(exported["side"].string() == "Reds");
    CHECK(exported["intelligence"].string() == "open");
    CHECK(exported["enemy_units_hidden"].number() == 0);
    CHECK(exported["orders_merged"].number() == 0);

    const auto dump = runProcess({"sqlite3", reds, ".dump"}).out;
    const auto bytes = readFile(reds);
    REQUIRE(dump.find("INSERT INTO") != std::string::npos);
    for (const std::string& secret :
         {umpire.secretOf("Anton"), umpire.secretOf("Sasha"), std::string("987654321"),
          std::string("a feint towards Kromy"), std::string("Kutepov's reserve")}) {
        CAPTURE(secret);
        CHECK(dump.find(secret) == std::string::npos);
        CHECK(bytes.find(secret) == std::string::npos);
    }
    // Its own key it holds, to sign its orders.
    CHECK(bytes.find(umpire.secretOf("Ivan")) != std::string::npos);
    // The Whites' planned battle is not there; the Whites' officers' tokens neither.
    CHECK(sql(reds, "SELECT count(*) FROM battle") == "0\n");
    CHECK(sql(umpire.file(), "SELECT count(*) FROM battle") == "1\n");
    CHECK(sql(reds, "SELECT count(*) FROM token JOIN token_pool ON pool_id = token_pool.id "
                    "JOIN side ON side.id = token_pool.side_id WHERE side.name = 'Whites'") ==
          "0\n");
    CHECK(sql(reds, "SELECT count(*) FROM token JOIN token_pool ON pool_id = token_pool.id "
                    "JOIN side ON side.id = token_pool.side_id WHERE side.name = 'Reds'") ==
          sql(umpire.file(), "SELECT count(*) FROM token JOIN token_pool ON pool_id = "
                             "token_pool.id JOIN side ON side.id = token_pool.side_id WHERE "
                             "side.name = 'Reds'"));
    // Under the open rule the board game's counters are all there: 1/2K where it moved.
    const auto units = cliJson({"units", reds, "--side", "Whites", "--json"}).array();
    bool found = false;
    for (const auto& unit : units) {
        if (unit["code"].string() != "1/2K") continue;
        found = true;
        CHECK(unit["hex"].string() == "2405");
    }
    CHECK(found);
    // It says whose it is, and its ledger, begun at the export, verifies.
    const auto show = cliJson({"show", reds, "--json"});
    CHECK(show["side_file"]["side"].string() == "Reds");
    CHECK(show["seed"].string() == "0");
    CHECK(cli({"show", reds}).out.find("the Reds' file, from the umpire's campaign") !=
          std::string::npos);
    CHECK(cliJson({"verify", reds, "--json"})["ok"].boolean());
    CHECK(cliJson({"show", umpire.file(), "--json"})["side_file"].isNull());
}

TEST_CASE("under contact the enemy's stacks beyond the range are unknown, under umpired all are") {
    Umpire umpire;
    run({"set", umpire.file(), "setting", "intelligence", "contact", "--reason", "fog"});
    run({"set", umpire.file(), "setting", "contact-range", "1", "--reason", "fog"});
    const auto near = cliJson({"seat", "export", umpire.file(), "--side", "Whites", "-o",
                               umpire.path("near.tachanka"), "--json"});
    CHECK(near["intelligence"].string() == "contact");
    CHECK(near["enemy_units_shown"].number() > 0);
    CHECK(near["enemy_units_hidden"].number() > 0);
    // Cv/41S stands next to 2/3D (the battle's defender): seen; 1/Let far to the north: not.
    const auto seen = [&](const std::string& file, const std::string& code) {
        const auto units = cliJson({"units", file, "--side", "Reds", "--json"});
        for (const auto& unit : units.array()) {
            if (unit["code"].string() == code) return !unit["hex"].isNull();
        }
        FAIL("no unit " << code);
        return false;
    };
    CHECK(seen(umpire.path("near.tachanka"), "Cv/41S"));
    CHECK_FALSE(seen(umpire.path("near.tachanka"), "1/Let"));

    run({"set", umpire.file(), "setting", "intelligence", "umpired", "--reason", "fog"});
    const auto blind = cliJson({"seat", "export", umpire.file(), "--side", "Whites", "-o",
                                umpire.path("blind.tachanka"), "--json"});
    CHECK(blind["enemy_units_shown"].number() == 0);
    CHECK(blind["enemy_units_hidden"].number() ==
          near["enemy_units_shown"].number() + near["enemy_units_hidden"].number());
    CHECK_FALSE(seen(umpire.path("blind.tachanka"), "Cv/41S"));
}

TEST_CASE("a side's file refuses in one line what only the umpire may do") {
    Umpire umpire;
    const auto whites = umpire.path("whites.tachanka");
    run({"seat", "export", umpire.file(), "--side", "Whites", "-o", whites});
    const std::string mine = "is the Whites' file: '";
    CHECK(refusal(whites, {"battle", "resolve", whites, "1", "--dice", "1,5"}).find(mine) !=
          std::string::npos);
    CHECK(refusal(whites, {"set", whites, "unit", "1/2K", "troop_quality", "6", "--reason", "x"})
              .find(mine) != std::string::npos);
    CHECK(refusal(whites, {"unit", whites, "2/3D", "--lose", "1", "--reason", "x"}).find(mine) !=
          std::string::npos);
    CHECK(refusal(whites, {"seat", "add", whites, "--side", "Whites", "--name", "Boris"})
              .find(mine) != std::string::npos);
    CHECK(refusal(whites, {"seat", "export", whites, "--side", "Whites", "-o",
                           umpire.path("again.tachanka")})
              .find("is a side's file") != std::string::npos);
    // What the side may do, it does, and undo takes it back to the export.
    run({"battle", "decide", whites, "1", "--standing", "--assault", "yes"});
    run({"undo", whites});
    CHECK(refusal(whites, {"undo", whites}).find("nothing to undo") != std::string::npos);
    // Its turn ends at its clean-up: the Reds' phases are not the Whites' to play.
    run({"turn", whites, "--advance"});
    run({"turn", whites, "--advance"});
    CHECK(refusal(whites, {"turn", whites, "--advance"}) ==
          "'" + whites + "' is the Whites' file: it is the Reds' turn; the Whites play again in "
          "the umpire's next file");
}

TEST_CASE("a side with no seat gets no file, and no file is written over a campaign") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    CHECK(refusal(file, {"seat", "export", file, "--side", "Reds", "-o",
                         (folder / "reds.tachanka").string()})
              .starts_with("the Reds have no seat to sign their orders"));
    run({"seat", "add", file, "--side", "Reds", "--name", "Ivan"});
    const auto other = historicalCampaign(folder, "other.tachanka");
    CHECK(refusal(file, {"seat", "export", file, "--side", "Reds", "-o", other})
              .find("is an SQLite database") != std::string::npos);
}

TEST_CASE("the map printed for a side shows the enemy as its file would, and not his plans") {
    Umpire umpire;
    run({"set", umpire.file(), "setting", "intelligence", "umpired", "--reason", "fog"});
    const auto text = [&](const std::vector<std::string>& extra) {
        const auto pdf = umpire.path("map.pdf");
        std::vector<std::string> words{"print", "map", umpire.file(), "-o", pdf};
        words.insert(words.end(), extra.begin(), extra.end());
        run(words);
        const auto read = runProcess({"pdftotext", "-layout", pdf, "-"});
        REQUIRE(read.exitCode == 0);
        return read.out;
    };
    const auto umpires = text({});
    CHECK(umpires.find("Cv/41S") != std::string::npos);
    CHECK(umpires.find("1/2K") != std::string::npos);
    const auto whites = text({"--side", "Whites"});
    CHECK(whites.find("1/2K") != std::string::npos);
    CHECK(whites.find("Cv/41S") == std::string::npos);
    const auto reds = text({"--side", "Reds"});
    CHECK(reds.find("1/2K") == std::string::npos);
    CHECK(reds.find("Cv/41S") != std::string::npos);
    // The Whites' battle planned and not fought is theirs to print, not the Reds'.
    run({"print", "battle", umpire.file(), "--side", "Whites", "--battle", "1", "-o",
         umpire.path("whites-battle.pdf")});
    CHECK(refusal(umpire.file(), {"print", "battle", umpire.file(), "--side", "Reds", "--battle",
                                  "1", "-o", umpire.path("reds-battle.pdf")}) ==
          "no battle 1 in this campaign");
}
