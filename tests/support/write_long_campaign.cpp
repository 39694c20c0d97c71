// Writes the long campaign (tests/support/long_campaign.hpp) to the file named, for
// scripts/time-gui and for anyone who wants to try the app on a season's worth of play, at the
// size asked: `--days D --units U --rows R` (the 10× campaign: 1000, 6000, 500000).

#include <charconv>
#include <exception>
#include <filesystem>
#include <iostream>
#include <string_view>

#include "tests/support/long_campaign.hpp"

namespace {

constexpr std::string_view usage =
    "usage: tachanka_long_campaign [--days D] [--units U] [--rows R] FILE (a new file)\n";

// A whole number of at least `least`, or none.
bool readCount(std::string_view text, int least, int& count) {
    int read = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), read);
    if (error != std::errc() || end != text.data() + text.size() || read < least) return false;
    count = read;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    tachanka::testing::LongCampaignShape shape;
    std::filesystem::path file;
    for (int at = 1; at < argc; ++at) {
        const std::string_view word = argv[at];
        if (word == "--days" || word == "--units" || word == "--rows") {
            int count = 0;
            // Units come a formation of ten at a time, on each of the two sides.
            const int least = word == "--units" ? 2 * shape.unitsPerFormation : 1;
            if (at + 1 >= argc || !readCount(argv[++at], least, count)) {
                std::cerr << "tachanka_long_campaign: " << word << " takes a whole number of at "
                          << "least " << least << '\n'
                          << usage;
                return 2;
            }
            if (word == "--days") shape.days = count;
            if (word == "--units") shape.formationsPerSide = count / (2 * shape.unitsPerFormation);
            if (word == "--rows") shape.ledgerRows = count;
        } else if (file.empty() && !word.starts_with("--")) {
            file = word;
        } else {
            std::cerr << usage;
            return 2;
        }
    }
    if (file.empty()) {
        std::cerr << usage;
        return 2;
    }
    if (std::filesystem::exists(file)) {
        std::cerr << "tachanka_long_campaign: '" << file.string() << "' already exists\n";
        return 2;
    }
    try {
        const auto counts = tachanka::testing::writeLongCampaign(file, shape);
        std::cout << file.string() << ": " << counts.days << " days, " << counts.units
                  << " units, " << counts.officers << " officers, " << counts.battles
                  << " battles, " << counts.ledgerRows << " ledger rows\n";
    } catch (const std::exception& error) {
        std::cerr << "tachanka_long_campaign: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
