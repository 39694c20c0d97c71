#include "tests/bench/bench_files.hpp"

#include <unistd.h>

#include <map>
#include <string>

#include "tests/support/long_campaign.hpp"

namespace tachanka::bench {
namespace {

struct BenchFile {
    std::filesystem::path path;
    ~BenchFile() {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) {
            std::filesystem::remove(path.string() + suffix, ignored);
        }
    }
};

std::filesystem::path named(const std::string& tail) {
    return std::filesystem::temp_directory_path() /
           ("tachanka-bench-" + std::to_string(::getpid()) + tail + ".tachanka");
}

}  // namespace

const std::filesystem::path& longCampaign() {
    static const BenchFile file{[] {
        auto path = named("");
        testing::writeLongCampaign(path);
        return path;
    }()};
    return file.path;
}

const std::filesystem::path& campaignOfDays(int days) {
    static std::map<int, BenchFile> files;
    auto [entry, added] = files.try_emplace(days);
    if (added) {
        entry->second.path = named("-" + std::to_string(days) + "days");
        testing::LongCampaignShape shape;
        shape.days = days;
        shape.ledgerRows = 500 * days;
        testing::writeLongCampaign(entry->second.path, shape);
    }
    return entry->second.path;
}

const std::filesystem::path& campaignTimes(int times) {
    if (times == 1) return longCampaign();
    static std::map<int, BenchFile> files;
    auto [entry, added] = files.try_emplace(times);
    if (added) {
        entry->second.path = named("-" + std::to_string(times) + "x");
        testing::LongCampaignShape shape;
        shape.days *= times;
        shape.formationsPerSide *= times;
        shape.ledgerRows *= times;
        testing::writeLongCampaign(entry->second.path, shape);
    }
    return entry->second.path;
}

}  // namespace tachanka::bench
