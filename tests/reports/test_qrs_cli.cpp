// tachanka-cli print qrs end to end: no campaign file, --system, --paper, and bad input as
// one line on stderr.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/reports/qrs_text.hpp"
#include "tests/support/poppler.hpp"

using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::TempFolder;

TEST_CASE("print qrs writes the Red Actions! sheet on US Letter, with no campaign") {
    const TempFolder folder;
    const auto pdf = folder / "qrs.pdf";
    const auto printed = cli({"print", "qrs", "--paper", "letter", "-o", pdf.string()},
                             freshHome(folder));
    CHECK(printed.exitCode == 0);
    CHECK(printed.out.find("wrote " + pdf.string()) != std::string::npos);
    CHECK(tachanka::testing::pdfInfo(pdf).at("Page size").find("792 x 612") != std::string::npos);
    CHECK(tachanka::testing::pdfProblems(pdf).empty());
    const std::string text = tachanka::testing::pdfText(pdf);
    CHECK(text.find("Shooting table") != std::string::npos);
    CHECK(text.find("Combat table") != std::string::npos);
}

TEST_CASE("print qrs --system orel-1919 writes the Orel sheet on A4") {
    const TempFolder folder;
    const auto pdf = folder / "orel.pdf";
    const auto printed =
        cli({"print", "qrs", "--system", "orel-1919", "-o", pdf.string()}, freshHome(folder));
    CHECK(printed.exitCode == 0);
    CHECK(tachanka::testing::pdfInfo(pdf).at("Page size").find("841.89 x 595.276") !=
          std::string::npos);
    const std::string text = tachanka::testing::pdfText(pdf);
    CHECK(text.find("Assault Results Table") != std::string::npos);
    CHECK(text.find("PROVISIONAL") != std::string::npos);
}

TEST_CASE("a printed QRS names its rules file and the club's own folder, not this machine's") {
    const TempFolder folder;
    const auto pdf = folder / "orel.pdf";
    // The club member's data folder under his home: printed as "~/...".
    const auto home = folder / "home";
    REQUIRE(cli({"print", "qrs", "--system", "orel-1919", "-o", pdf.string()},
                {"HOME=" + home.string(), "XDG_DATA_HOME=" + (home / ".local/share").string()})
                .exitCode == 0);
    const std::string text = tachanka::testing::flowed(tachanka::testing::pdfText(pdf));
    CHECK(text.find("orel-1919.xml as shipped; a copy of your own in "
                    "~/.local/share/tachanka/templates/rules/ wins over it.") != std::string::npos);
    CHECK(text.find(TACHANKA_SOURCE_DIR) == std::string::npos);
    CHECK(text.find(home.string()) == std::string::npos);
}

TEST_CASE("print qrs with an unknown system or paper is one line on stderr, and no PDF") {
    const TempFolder folder;
    const auto pdf = folder / "x.pdf";
    const auto unknown =
        cli({"print", "qrs", "--system", "rfic", "-o", pdf.string()}, freshHome(folder));
    CHECK(isOneLineError(unknown));
    CHECK(unknown.err.find("red-actions, orel-1919, bullets-and-bolsheviks, actions-table, "
                           "red-flags-iron-crosses") != std::string::npos);
    CHECK(isOneLineError(cli({"print", "qrs", "--paper", "a5", "-o", pdf.string()},
                             freshHome(folder))));
    CHECK_FALSE(std::filesystem::exists(pdf));
    const auto help = cli({"help", "print"});
    CHECK(help.out.find("qrs") != std::string::npos);
    CHECK(help.out.find("orel-1919") != std::string::npos);
    CHECK(help.out.find("bullets-and-bolsheviks") != std::string::npos);
    CHECK(help.out.find("actions-table") != std::string::npos);
    CHECK(help.out.find("red-flags-iron-crosses") != std::string::npos);
}
